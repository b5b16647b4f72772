/**
 * A paragraph right above a table that is its caption (Word's and LibreOffice's caption styles, as
 * `docx-to-html` marks them, or any paragraph that starts "Table 3:"), as converted HTML from
 * mammoth or markdown-it writes it.
 */
const PARAGRAPH_BEFORE_TABLE = /<p( class="caption")?>((?:(?!<\/p>).)*)<\/p>\s*<table>/gs;
/** "Table 3:", "Table 2.1 —", "**Table 1**" (our Markdown export): the label, never stored. */
const TABLE_LABEL =
  /^(?:<strong>)?\s*(?:Table|Tab\.)\s+\d+(?:\.\d+)*\s*(?:<\/strong>)?\s*[:.\u2013\u2014-]?\s*/;

/**
 * Moves each table's caption into the table (<caption>), its "Table N" label left out: the editor
 * and exports number tables themselves (docs/decisions/tables.md).
 */
export function tableCaptions(html: string): string {
  // Most manuscripts have no table: the pattern's scan of every paragraph is then skipped.
  if (!html.includes('<table>')) return html;
  return html.replace(
    PARAGRAPH_BEFORE_TABLE,
    (paragraph, styled: string | undefined, inner: string) => {
      const label = TABLE_LABEL.exec(inner);
      if (!styled && !label) return paragraph;
      const caption = label ? inner.slice(label[0].length) : inner;
      return `<table><caption>${caption}</caption>`;
    },
  );
}
