import type { Block, Inline, TextAlign } from './manuscript.ts';
import { isLineBreak } from './manuscript.ts';
import { escapeXml } from './xml-text.ts';

const MARK_TAGS = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['highlight', 'mark'],
] as const;

function inlineXhtml(inline: Inline): string {
  if (isLineBreak(inline)) return '<br/>';
  let html = escapeXml(inline.text);
  for (const [mark, tag] of MARK_TAGS) if (inline[mark]) html = `<${tag}>${html}</${tag}>`;
  return inline.href ? `<a href="${escapeXml(inline.href)}">${html}</a>` : html;
}

export const inlinesXhtml = (inlines: readonly Inline[]) => inlines.map(inlineXhtml).join('');

const alignAttr = (align: TextAlign) => (align === 'left' ? '' : ` class="align-${align}"`);

/** Heading level inside a chapter, whose own heading is h1. */
export const nestedHeadingLevel = (level: number) => Math.min(level + 1, 6);

function blockXhtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p${alignAttr(block.align)}>${inlinesXhtml(block.inlines)}</p>`;
    case 'heading': {
      const tag = `h${nestedHeadingLevel(block.level)}`;
      return `<${tag}${alignAttr(block.align)}>${inlinesXhtml(block.inlines)}</${tag}>`;
    }
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      const items = block.items.map((item) => `<li>${blocksXhtml(item)}</li>`).join('');
      return `<${tag}${start}>${items}</${tag}>`;
    }
    case 'quote':
      return `<blockquote>${blocksXhtml(block.blocks)}</blockquote>`;
  }
}

/** Manuscript blocks as XHTML (EPUB content documents). */
export function blocksXhtml(blocks: readonly Block[]): string {
  return blocks.map(blockXhtml).join('\n');
}
