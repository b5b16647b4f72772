/**
 * Word's title block: the paragraphs in the Title, Subtitle, Author and Date styles (Word's own,
 * and what pandoc and LibreOffice write). mammoth gives them a class of their own so they can be
 * taken out before the text reaches the editor: they describe the book, they are not its text.
 */
export const TITLE_BLOCK_STYLE_MAP = [
  "p[style-name='Title'] => p.docx-title:fresh",
  "p[style-name='Subtitle'] => p.docx-subtitle:fresh",
  "p[style-name='Author'] => p.docx-author:fresh",
  "p[style-name='Date'] => p.docx-date:fresh",
];

const TITLE_BLOCK = /<p class="docx-(title|subtitle|author|date)">([\s\S]*?)<\/p>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** mammoth's HTML of one paragraph as plain text. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Takes the title block out of mammoth's HTML: its fields (several Author paragraphs are joined),
 * and the HTML without them.
 */
export function takeTitleBlock(html: string): { html: string; fields: Record<string, string> } {
  const found: Record<string, string[]> = {};
  const rest = html.replace(TITLE_BLOCK, (_whole, kind: string, inner: string) => {
    const text = plainText(inner);
    if (text) (found[kind] ??= []).push(text);
    return '';
  });
  const fields = Object.fromEntries(
    Object.entries(found).map(([kind, texts]) => [
      kind,
      texts.join(kind === 'author' ? ', ' : ' '),
    ]),
  );
  return { html: rest, fields };
}
