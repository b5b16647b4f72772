/**
 * A whole number with US English digit grouping ("12,345"), as `toLocaleString('en-US')` writes
 * it, without building a number formatter: the first one costs a phone ~100 ms (the status bar's
 * word count was the first on the chapter editor's open, the Word Count card on the book page's).
 * Numbers JavaScript would print in exponent form go to the formatter, which writes every digit.
 */
export function wholeNumber(count: number): string {
  const rounded = Math.round(count);
  if (!Number.isSafeInteger(rounded)) return rounded.toLocaleString('en-US');
  const grouped = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}
