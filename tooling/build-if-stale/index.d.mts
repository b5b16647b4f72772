export interface BuildOptions {
  label: string;
  root: string;
  output: string;
  sources: string[];
  command: string;
}

/** Why `output` must be built ('missing' or 'stale'), or null when it is up to date. */
export function staleness(
  options: Pick<BuildOptions, 'root' | 'output' | 'sources'>,
): 'missing' | 'stale' | null;

/**
 * Runs `command` in `root` when `output` (relative to root) is missing or older than any of
 * `sources` (relative to root); otherwise says it is up to date.
 */
export function buildIfStale(options: BuildOptions): void;

/** buildIfStale without blocking: resolves with the reason it built, rejects when the build fails. */
export function buildIfStaleAsync(
  options: BuildOptions,
  env?: Record<string, string>,
): Promise<'missing' | 'stale' | null>;
