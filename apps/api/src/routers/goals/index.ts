import {
  bookProgressInput,
  bookProgressSchema,
  writingGoalInput,
  writingGoalsSchema,
} from '@receipts/domain';
import { z } from 'zod';
import {
  readBookProgress,
  readWritingGoals,
  saveWritingGoals,
} from '../../services/writing-goals.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const get = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/goals',
      tags: ['goals'],
      summary:
        "The daily word goal, today's net words across all books, the streak and the last 7 days",
      protect: true,
    },
  })
  .input(z.void())
  .output(writingGoalsSchema)
  .query(({ ctx }) => readWritingGoals(ctx.em));

const update = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/goals',
      tags: ['goals'],
      summary:
        'Set the daily word goal (null: none) and the time zone the writing days are counted in',
      protect: true,
    },
  })
  .input(writingGoalInput)
  .output(writingGoalsSchema)
  .mutation(({ ctx, input }) => saveWritingGoals(ctx.em, input));

const bookProgress = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/books/{id}/progress',
      tags: ['goals'],
      summary:
        "A book's target and deadline against its words: today's net words and the pace needed",
      protect: true,
    },
  })
  .input(bookProgressInput)
  .output(bookProgressSchema)
  .query(({ ctx, input }) => readBookProgress(ctx.em, input.id));

export const goalsRouter = router({ get, update, bookProgress });
