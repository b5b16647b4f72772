/**
 * Manuscript text enters a Typst source only as string literals: inside `"…"` nothing is markup
 * or code, so only the backslash and the quote need escaping (and line ends, kept as `\n`).
 */
export function typstString(text: string): string {
  const escaped = text
    .replace(/[\\"]/g, (character) => `\\${character}`)
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}

/** A length in inches as Typst writes it. */
export const inches = (value: number) => `${Number(value.toFixed(4))}in`;
