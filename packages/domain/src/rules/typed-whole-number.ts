/**
 * A whole number as a person types it in a form: "60000", "60,000", "60 000" (a space, a no-break
 * or a narrow no-break space), "60.000" or "60'000". Digits grouped in threes by one kind of
 * separator are one number: a word or chapter count is whole, so "60.000" cannot mean sixty.
 * Anything else is read as SPEC §5 reads the field (parseInt: "1200.7" is 1200, "lots" is 0), so
 * "60,00" stays 60: it is not grouped in threes and the form shows the number it will save.
 */
export function readTypedWholeNumber(text: string): number {
  const trimmed = text.trim();
  const grouped = /^\d{1,3}(?:([,.' \u00a0\u202f’])\d{3})(?:\1\d{3})*$/.exec(trimmed);
  const value = grouped ? Number(trimmed.replace(/\D/g, '')) : Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(value) ? value : 0;
}
