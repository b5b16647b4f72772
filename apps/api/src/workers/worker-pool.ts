import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { TaskName, TaskPayload, TaskResult } from './task-registry.ts';

/**
 * CPU-heavy work (sanitising a long chapter, parsing an uploaded document) runs on worker threads so
 * that no request blocks the event loop. One pool serves every registered task (task-registry.ts);
 * each run has a time limit, and each worker a heap limit, so one bad input cannot take the server
 * down: the worker is terminated and the caller gets a TaskError.
 */

export type TaskErrorKind = 'timeout' | 'out-of-memory' | 'failed' | 'aborted';

export class TaskError extends Error {
  override readonly name = 'TaskError';
  constructor(
    readonly kind: TaskErrorKind,
    readonly task: string,
    message: string,
  ) {
    super(message);
  }
}

export interface WorkerPoolOptions {
  /** Upper bound on threads; default: the cores less one, between 2 and 4. */
  maxThreads?: number;
  /** Old-generation heap of each worker, in MB. */
  maxHeapMb?: number;
  /** Another worker entry (tests); default: task-worker next to this file. */
  entry?: URL;
}

export interface RunTaskOptions {
  /** The task is abandoned (its worker terminated) after this long. */
  timeoutMs?: number;
  /** Abandons the task (its worker terminated) when aborted: a cancelled job. */
  signal?: AbortSignal;
  /** Objects moved to the worker with the payload, not copied (a MessagePort for progress). */
  transferList?: TransferListItem[];
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_HEAP_MB = 512;

/** `.ts` from the sources; `.mjs` or `.js` as the compiled server's own file is named. */
function extensionOf(moduleUrl: string): string {
  return /\.[cm]?[jt]s$/.exec(new URL(moduleUrl).pathname)?.[0] ?? '.js';
}

/**
 * The worker entry sits next to this file (in the compiled server, next to the bundle `main.mjs`,
 * built as `task-worker.mjs` by scripts/build.mjs): `task-worker.ts` when the API runs from its TypeScript
 * sources (tsx, vitest), `task-worker.js` once compiled (this module is then `.js` too). Workers of
 * a TypeScript entry load tsx's loader themselves: a worker started from vitest inherits none.
 */
export function workerEntry(
  entry: URL = new URL(`./task-worker${extensionOf(import.meta.url)}`, import.meta.url),
): { filename: string; execArgv: string[] } {
  const filename = fileURLToPath(entry);
  if (!filename.endsWith('.ts')) return { filename, execArgv: [] };
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: ['--import', tsxLoader] };
}

export class WorkerPool {
  private readonly piscina: Piscina;
  /** How many tasks can run at once. */
  readonly maxThreads: number;

  constructor(options: WorkerPoolOptions = {}) {
    const { filename, execArgv } = workerEntry(options.entry);
    const maxThreads = options.maxThreads ?? Math.min(4, Math.max(2, availableParallelism() - 1));
    this.maxThreads = maxThreads;
    this.piscina = new Piscina({
      filename,
      execArgv,
      minThreads: 1,
      maxThreads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? DEFAULT_MAX_HEAP_MB },
    });
  }

  async run<N extends TaskName>(
    name: N,
    payload: TaskPayload<N>,
    { timeoutMs = DEFAULT_TIMEOUT_MS, signal: caller, transferList }: RunTaskOptions = {},
  ): Promise<TaskResult<N>> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = caller ? AbortSignal.any([timeout, caller]) : timeout;
    try {
      return (await this.piscina.run(
        { name, payload },
        transferList ? { signal, transferList } : { signal },
      )) as TaskResult<N>;
    } catch (error) {
      if (caller?.aborted) throw new TaskError('aborted', name, `Task ${name} was abandoned`);
      if (timeout.aborted) {
        throw new TaskError('timeout', name, `Task ${name} took longer than ${timeoutMs} ms`);
      }
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw new TaskError('out-of-memory', name, `Task ${name} ran out of memory`);
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new TaskError('failed', name, `Task ${name} failed: ${message}`);
    }
  }

  /** Threads started and not yet ended (idle ones above the first end after a minute). */
  get runningThreads(): number {
    return this.piscina.threads.length;
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}

let sharedPool: WorkerPool | undefined;

/** Runs a registered task on the process-wide pool, started on first use. */
export function runTask<N extends TaskName>(
  name: N,
  payload: TaskPayload<N>,
  options?: RunTaskOptions,
): Promise<TaskResult<N>> {
  sharedPool ??= new WorkerPool();
  return sharedPool.run(name, payload, options);
}

/** How many tasks the process-wide pool can run at once. */
export function poolThreads(): number {
  sharedPool ??= new WorkerPool();
  return sharedPool.maxThreads;
}

/**
 * How many of the process-wide pool's threads are running now (at least 1): work split in that
 * many parts runs in parallel without waiting for a new thread to start and load its code.
 */
export function runningPoolThreads(): number {
  sharedPool ??= new WorkerPool();
  return Math.max(1, sharedPool.runningThreads);
}

/** Stops the process-wide pool (server shutdown). */
export async function closeWorkerPool(): Promise<void> {
  const pool = sharedPool;
  sharedPool = undefined;
  await pool?.close();
}
