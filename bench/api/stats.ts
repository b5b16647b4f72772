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
