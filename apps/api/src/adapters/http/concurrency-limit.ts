/** At most `limit` tasks run at once; the others wait their turn, first come first served. */
export function createConcurrencyLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error('concurrency must be 1 or more');
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next in line, so no newcomer jumps the queue.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
