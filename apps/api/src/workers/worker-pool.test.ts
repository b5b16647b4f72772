import { afterAll, describe, expect, it } from 'vitest';
import { TaskError, WorkerPool, closeWorkerPool, runTask, workerEntry } from './worker-pool.ts';

const testEntry = new URL('../../test/fixtures/test-tasks.worker.ts', import.meta.url);

describe('worker entry', () => {
  it('a compiled entry runs as it is; a TypeScript entry gets tsx in its worker', () => {
    expect(workerEntry(new URL('file:///srv/api/workers/task-worker.js'))).toEqual({
      filename: '/srv/api/workers/task-worker.js',
      execArgv: [],
    });
    const dev = workerEntry(new URL('file:///srv/api/workers/task-worker.ts'));
    expect(dev.filename).toBe('/srv/api/workers/task-worker.ts');
    expect(dev.execArgv[0]).toBe('--import');
    expect(dev.execArgv[1]).toMatch(/^file:.*tsx/);
  });
});

describe('worker pool', () => {
  const pool = new WorkerPool({ entry: testEntry, maxThreads: 1, maxHeapMb: 64 });
  afterAll(async () => {
    await pool.close();
    await closeWorkerPool();
  });
  // The test entry is not typed by the registry: reach its names through a loose signature.
  const run = (name: string, payload: unknown, timeoutMs?: number) =>
    (pool.run as (n: string, p: unknown, o?: { timeoutMs?: number }) => Promise<unknown>)(
      name,
      payload,
      { timeoutMs },
    );

  it('runs a task on another thread and returns its result', async () => {
    expect(await run('echo', { text: 'héllo', n: 3 })).toEqual({ text: 'héllo', n: 3 });
  });

  it('ends a task past its time limit with a timeout TaskError, and keeps serving', async () => {
    const error = await run('spin', null, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect((error as TaskError).kind).toBe('timeout');
    expect(await run('echo', 'still here')).toBe('still here');
  });

  it('ends a task past its heap limit with an out-of-memory TaskError, and keeps serving', async () => {
    const error = await run('allocate', null, 20_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect((error as TaskError).kind).toBe('out-of-memory');
    expect(await run('echo', 'after')).toBe('after');
  });

  it("ends a task when its caller's signal aborts (a cancelled job) with an aborted TaskError", async () => {
    const cancel = new AbortController();
    setTimeout(() => cancel.abort(), 300);
    const started = performance.now();
    const error = await (
      pool.run as (
        n: string,
        p: unknown,
        o: { timeoutMs: number; signal: AbortSignal },
      ) => Promise<unknown>
    )('spin', null, { timeoutMs: 20_000, signal: cancel.signal }).catch((e: unknown) => e);
    expect((error as TaskError).kind).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await run('echo', 'after')).toBe('after');
  });

  it('reports a task that throws as failed', async () => {
    const error = await run('boom', null).catch((e: unknown) => e);
    expect((error as TaskError).kind).toBe('failed');
    expect((error as TaskError).message).toContain('test task boom failed');
  });

  it('runs registered tasks from the TypeScript sources (the shared pool)', async () => {
    const result = await runTask('sanitize-chapter', {
      stored: { html: '', wordCount: 0 },
      next: '<p>Two words</p><script>alert(1)</script>',
    });
    expect(result).toEqual({ ok: true, html: '<p>Two words</p>', wordCount: 2 });
  });
});
