import { badRequest } from '../errors.ts';
import type { TaskName, TaskPayload, TaskResult } from './task-registry.ts';
import { runTask, TaskError } from './worker-pool.ts';

/**
 * Runs a task on the pool; when the input is too big or too complex for it (the time or memory
 * limit ends the worker), the request is refused with a 400 saying `refusal`.
 */
export async function runTaskOrRefuse<N extends TaskName>(
  name: N,
  payload: TaskPayload<N>,
  timeoutMs: number,
  refusal: string,
): Promise<TaskResult<N>> {
  try {
    return await runTask(name, payload, { timeoutMs });
  } catch (error) {
    if (error instanceof TaskError && error.kind !== 'failed') throw badRequest(refusal);
    throw error;
  }
}
