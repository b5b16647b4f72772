import { isTaskName, taskRegistry } from './task-registry.ts';

/** The pool's worker entry: looks the task up by name and runs it on this thread. */
export default async function runRegisteredTask({
  name,
  payload,
}: {
  name: string;
  payload: unknown;
}): Promise<unknown> {
  if (!isTaskName(name)) throw new Error(`Unknown worker task "${name}"`);
  const task = taskRegistry[name] as (input: unknown) => unknown;
  return task(payload);
}
