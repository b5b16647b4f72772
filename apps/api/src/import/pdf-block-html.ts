import type { Block, ListNode } from './pdf-blocks.ts';
import type { Segment } from './pdf-lines.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function inlineHtml(segments: Segment[]): string {
  return segments.map(segmentHtml).join('');
}

/** A segment in its marks; spaces at its edges stay outside them. */
function segmentHtml(segment: Segment): string {
  // The editor's footnote: the note's text where its reference stands.
  if (segment.note) return `<span data-footnote="">${inlineHtml(segment.note)}</span>`;
  if (!segment.sup && !segment.italic && !segment.bold) return escapeHtml(segment.text);
  const text = segment.text;
  const start = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  if (end <= start) return escapeHtml(text);
  let html = escapeHtml(text.slice(start, end));
  if (segment.sup) html = `<sup>${html}</sup>`;
  if (segment.italic) html = `<em>${html}</em>`;
  if (segment.bold) html = `<strong>${html}</strong>`;
  return `${text.slice(0, start)}${html}${text.slice(end)}`;
}

function listHtml(list: ListNode): string {
  const tag = list.ordered ? 'ol' : 'ul';
  const start = list.ordered && list.start !== 1 ? ` start="${list.start}"` : '';
  const items = list.items
    .map(
      (item) =>
        `<li><p>${inlineHtml(item.segments)}</p>${item.children.map(listHtml).join('')}</li>`,
    )
    .join('');
  return `<${tag}${start}>${items}</${tag}>`;
}

/**
 * The blocks as HTML for the editor's sanitiser. Consecutive quoted paragraphs share one
 * `<blockquote>`. A title page is written as a Heading 1 and paragraphs when `titlePage` is
 * 'keep' (a master plan reads its title there) and left out when 'drop' (chapters: the title
 * and author are the book's, not a chapter's).
 */
export function blocksHtml(blocks: Block[], titlePage: 'keep' | 'drop'): string {
  let html = '';
  let quote = '';
  const endQuote = () => {
    if (quote) html += `<blockquote>${quote}</blockquote>`;
    quote = '';
  };
  for (const block of blocks) {
    if (block.kind === 'paragraph' && block.quote) {
      quote += `<p>${inlineHtml(block.segments)}</p>`;
      continue;
    }
    endQuote();
    if (block.kind === 'paragraph') html += `<p>${inlineHtml(block.segments)}</p>`;
    else if (block.kind === 'heading')
      html += `<h${block.level}>${escapeHtml(block.text)}</h${block.level}>`;
    else if (block.kind === 'list') html += listHtml(block.list);
    else if (titlePage === 'keep')
      html += `<h1>${escapeHtml(block.title)}</h1>${block.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`;
  }
  endQuote();
  return html;
}
