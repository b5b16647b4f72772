/** The middle value of `values` (the upper middle one of an even count); NaN when empty. */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
}

export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export interface LatencySummary {
  median: number;
  p99: number;
}

/** Times `task` `count` times one after another, after `warmup` untimed runs. */
export async function measureLatency(
  task: () => Promise<unknown>,
  count: number,
  warmup = 50,
): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i += 1) await task();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

/**
 * Times several tasks in turns: `rounds` rounds in which each task runs `perRound` times in a row,
 * after `warmup` untimed runs of each. On a machine whose load changes while a bench runs, every
 * task's samples then come from the same stretches of time, so their medians can be compared.
 */
export async function measureInterleaved<Name extends string>(
  tasks: Record<Name, () => Promise<unknown>>,
  rounds: number,
  perRound: number,
  warmup = 50,
): Promise<Record<Name, LatencySummary>> {
  const entries = Object.entries(tasks) as [Name, () => Promise<unknown>][];
  for (const [, task] of entries) for (let i = 0; i < warmup; i += 1) await task();
  const samples = new Map<Name, number[]>(entries.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, task] of entries) {
      for (let i = 0; i < perRound; i += 1) {
        const start = performance.now();
        await task();
        samples.get(name)!.push(performance.now() - start);
      }
    }
  }
  const summaries = {} as Record<Name, LatencySummary>;
  for (const [name, times] of samples) {
    times.sort((a, b) => a - b);
    summaries[name] = { median: percentile(times, 50), p99: percentile(times, 99) };
  }
  return summaries;
}

/** Requests per second with `concurrency` callers for `durationMs`; `task` gets its caller's index. */
export async function measureThroughput(
  task: (caller: number) => Promise<unknown>,
  concurrency: number,
  durationMs: number,
): Promise<number> {
  let done = 0;
  const end = performance.now() + durationMs;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, caller) => {
      while (performance.now() < end) {
        await task(caller);
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}
