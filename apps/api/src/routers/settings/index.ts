import { aiConnectionTestSchema, aiSettingsInput, aiSettingsSchema } from '@receipts/domain';
import { z } from 'zod';
import {
  readAiSettings,
  resetAiSettings,
  saveAiSettings,
  testAiConnection,
} from '../../services/ai-settings.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const getAi = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/settings/ai',
      tags: ['settings'],
      summary: 'The AI engine in use and where the choice comes from (never a key)',
      protect: true,
    },
  })
  .input(z.void())
  .output(aiSettingsSchema)
  .query(({ ctx }) => readAiSettings(ctx.em, ctx.adapters.ai));

const updateAi = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/settings/ai',
      tags: ['settings'],
      summary:
        'Choose the AI engine: offline, Gemini or an OpenAI-compatible server (a key is kept server-side and never sent back)',
      protect: true,
    },
  })
  .input(aiSettingsInput)
  .output(aiSettingsSchema)
  .mutation(({ ctx, input }) => saveAiSettings(ctx.em, ctx.adapters.ai, input));

const resetAi = protectedProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/settings/ai',
      tags: ['settings'],
      summary: "Forget the Settings page's AI choice: the environment's applies again",
      protect: true,
    },
  })
  .input(z.void())
  .output(aiSettingsSchema)
  .mutation(({ ctx }) => resetAiSettings(ctx.em, ctx.adapters.ai));

const testAi = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/settings/ai/test',
      tags: ['settings'],
      summary:
        'Ask the AI engine (the given unsaved choice, or the one in use) for a short JSON reply and say how it went',
      protect: true,
    },
  })
  .input(aiSettingsInput.optional())
  .output(aiConnectionTestSchema)
  .mutation(({ ctx, input }) => testAiConnection(ctx.em, ctx.adapters.ai, input));

export const settingsRouter = router({
  ai: router({ get: getAi, update: updateAi, reset: resetAi, test: testAi }),
});
