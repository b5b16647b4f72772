import { isFootnote, type Block, type FigureImage, type Inline } from '../manuscript.ts';
import { figureSource } from './typst-figure.ts';
import { inlinesSource } from './typst-inlines.ts';
import { tableSource } from './typst-table.ts';

type Images = Readonly<Record<string, FigureImage>>;

/** Numbers the paragraphs that carry a note, in reading order, through one book's source. */
export interface NotedParagraphs {
  next(): number;
}

export const notedParagraphCounter = (): NotedParagraphs => {
  let count = 0;
  return { next: () => ++count };
};

const carriesNote = (inlines: readonly Inline[]) => inlines.some(isFootnote);

/**
 * Manuscript blocks as Typst markup, with the layout's own functions (`subhead`, `blockquote`,
 * `scene-break`, `aligned`) defined in its preamble: the print interior and the standard
 * manuscript set the same blocks differently.
 */
export function blocksSource(
  blocks: readonly Block[],
  images: Images = {},
  noted: NotedParagraphs = notedParagraphCounter(),
): string {
  return blocks.map((block) => blockSource(block, images, noted)).join('');
}

/**
 * A paragraph as markup. One carrying a note is set by the layout's `noted-par`, numbered: Typst
 * moves a line whose note does not fit to the next page whatever the widow cost, so the print
 * interior finds those paragraphs' widows and sets them again (write-pdf.ts).
 */
function paragraphSource(inlines: readonly Inline[], noted: NotedParagraphs): string {
  const body = inlinesSource(inlines);
  return body && carriesNote(inlines) ? `#noted-par(${noted.next()})[${body}]` : body;
}

function blockSource(block: Block, images: Images, noted: NotedParagraphs): string {
  const inner = (blocks: readonly Block[]) => blocksSource(blocks, images, noted);
  switch (block.kind) {
    case 'paragraph': {
      // A paragraph left empty in the editor is spacing on screen, nothing in print.
      const body = paragraphSource(block.inlines, noted);
      if (!body) return '';
      return block.align === 'left' ? `${body}\n\n` : `#aligned(${block.align})[${body}]\n\n`;
    }
    case 'heading':
      return `#subhead(${block.level})[${inlinesSource(block.inlines)}]\n\n`;
    case 'list': {
      const items = block.items.map((item) => `[${inner(item)}]`).join(', ');
      return block.ordered ? `#enum(start: ${block.start}, ${items})\n\n` : `#list(${items})\n\n`;
    }
    case 'quote':
      return `#blockquote[${inner(block.blocks)}]\n\n`;
    case 'sceneBreak':
      return '#scene-break()\n\n';
    case 'table':
      return tableSource(block, inner);
    case 'figure':
      return figureSource(block, images[block.image]);
  }
}
