/** The header's date, e.g. 'Saturday, November 21, 2026' (US English, the spec's language). */
export function headerDate(now: Date): string {
  return now.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
