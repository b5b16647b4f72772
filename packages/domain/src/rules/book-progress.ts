/**
 * SPEC §4: progress percent = current words / target words, capped at 100, 0 when the target is 0.
 * Rounded down to a whole percent, so a book shows 100% only when it has truly reached its target
 * (99.6% is 99, not 100). Negative inputs count as 0.
 */
export function bookProgressPercent(currentWordCount: number, targetWordCount: number): number {
  if (!(targetWordCount > 0) || !(currentWordCount > 0)) return 0;
  const percent = Math.floor((currentWordCount / targetWordCount) * 100);
  return Math.min(100, percent);
}
