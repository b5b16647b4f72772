/** The only entities the serializer writes in text (html-serializer.ts's `escapeText`). */
const TEXT_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00A0',
};

/**
 * The text of inline content as the editor stores it (a caption's, say), without parsing it: what
 * ProseMirror's `textContent` reads of it once parsed (a line break is a newline, a footnote's note
 * counts, a cross-reference is empty, marks add nothing). Only for HTML the serializer wrote: its
 * text escapes &, <, > and no-break spaces and nothing else, and its attribute values escape < and >,
 * so every tag ends at the first `>`.
 */
export function storedInlineText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp);/g, (entity) => TEXT_ENTITIES[entity]!);
}
