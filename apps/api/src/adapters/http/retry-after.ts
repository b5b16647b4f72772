/**
 * Milliseconds a Retry-After header asks for: delay-seconds ("120") or an HTTP date. Undefined
 * when absent or unreadable; never negative.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Exponential backoff with full jitter: a random wait in [0, min(max, base·2^attempt)). */
export function backoffDelay(
  attempt: number,
  { baseMs, maxMs }: { baseMs: number; maxMs: number },
  random: () => number = Math.random,
): number {
  return Math.floor(random() * Math.min(maxMs, baseMs * 2 ** attempt));
}
