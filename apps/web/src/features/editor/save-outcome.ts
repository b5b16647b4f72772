import { TRPCClientError } from '@trpc/client';
import { errorMessage } from '../../lib/trpc/errors.ts';
import type { SaveOutcome } from './save-controller.ts';

/** True when the server refused a write as stale (409 CONFLICT). */
export function isConflict(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data = error.data as { code?: string; httpStatus?: number } | undefined;
  return data?.code === 'CONFLICT' || data?.httpStatus === 409;
}

/** A failed save call as the save queue sees it. */
export function failedSaveOutcome(error: unknown): SaveOutcome {
  if (isConflict(error)) return { kind: 'conflict' };
  return {
    kind: 'failed',
    message:
      errorMessage(error, 'The server could not be reached.') ?? 'The server could not be reached.',
  };
}
