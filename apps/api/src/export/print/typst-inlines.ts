import { isFootnote, isLineBreak, type Inline, type TextRun } from '../manuscript.ts';
import { typstString } from './typst-literal.ts';

/** Each mark as the Typst function that sets it, innermost first. */
const MARK_FUNCTIONS: readonly [keyof TextRun, string][] = [
  ['italic', 'emph'],
  ['bold', 'strong'],
  ['underline', 'underline'],
  ['highlight', 'highlight'],
  ['superscript', 'super'],
  ['subscript', 'sub'],
];

/** One run as a code expression: its text a string literal, wrapped in a call per mark. */
function runExpression(run: TextRun): string {
  let expression = typstString(run.text);
  for (const [mark, fn] of MARK_FUNCTIONS) if (run[mark]) expression = `${fn}(${expression})`;
  return run.href ? `link(${typstString(run.href)}, ${expression})` : expression;
}

/**
 * Inlines as Typst markup: every piece an embedded expression (`#…`), followed only by another
 * `#`, a line end or the `]` that closes its content block, so no text can extend an expression.
 * Footnotes become Typst's own, set at the foot of the page their mark is on.
 */
export function inlinesSource(inlines: readonly Inline[]): string {
  return inlines
    .map((inline) => {
      if (isLineBreak(inline)) return '#linebreak()';
      if (isFootnote(inline)) return `#footnote[${inlinesSource(inline.footnote)}]`;
      return inline.text ? `#${runExpression(inline)}` : '';
    })
    .join('');
}
