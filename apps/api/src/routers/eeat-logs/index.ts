import { eeatLogSchema } from '@receipts/domain';
import { z } from 'zod';
import { toEeatLog } from '../../services/dto.ts';
import { listEeatLogs } from '../../services/eeat-logs.service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const list = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/eeat-logs',
      tags: ['quality'],
      summary: 'E-E-A-T scoring history, newest first',
      protect: true,
    },
  })
  .input(z.void())
  .output(z.array(eeatLogSchema))
  .query(async ({ ctx }) => (await listEeatLogs(ctx.em)).map(toEeatLog));

export const eeatLogsRouter = router({ list });
