import { backupStatusSchema } from '@receipts/domain';
import { z } from 'zod';
import { backupStatus } from '../../backup/backup-service.ts';
import { protectedProcedure, router } from '../../trpc/init.ts';

const status = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/backup/status',
      tags: ['backup'],
      summary: "The latest backup's time, size and result, and the daily backup's time",
      protect: true,
    },
  })
  .input(z.void())
  .output(backupStatusSchema)
  .query(({ ctx }) => backupStatus(ctx));

/** The backup itself (`GET /api/backup`) and restore are binary routes: http/backup/. */
export const backupRouter = router({ status });
