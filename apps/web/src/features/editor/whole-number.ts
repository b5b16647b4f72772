/**
 * A whole number with US English digit grouping ("12,345"), as `toLocaleString('en-US')` writes
 * it, without building a number formatter: the first one costs a phone ~100 ms, and the status
 * bar's word count was the first on the chapter editor's open.
 */
export function wholeNumber(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
