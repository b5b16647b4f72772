let formatter: Intl.DateTimeFormat | undefined;

/**
 * "Nov 29, 2026, 1:05 PM": a moment as the app's lists show it. The formatter is built on first
 * use, not when the module loads: building one costs a phone tens of milliseconds, and the pages
 * that import this (settings, the E-E-A-T log) often draw without a date to show.
 */
export function formatDateTime(date: Date): string {
  formatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return formatter.format(date);
}

let clockFormatter: Intl.DateTimeFormat | undefined;

/** "1:05:09 PM": the time of day, seconds included, as the reader's locale writes it. */
export function formatClockTime(at: number): string {
  clockFormatter ??= new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
  return clockFormatter.format(at);
}
