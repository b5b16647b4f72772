/**
 * Runs `command` in `root` when `output` (relative to root) is missing or older than any of
 * `sources` (relative to root); otherwise says it is up to date.
 */
export function buildIfStale(options: {
  label: string;
  root: string;
  output: string;
  sources: string[];
  command: string;
}): void;
