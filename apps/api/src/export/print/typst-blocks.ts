import type { Block, FigureImage } from '../manuscript.ts';
import { figureSource } from './typst-figure.ts';
import { inlinesSource } from './typst-inlines.ts';
import { tableSource } from './typst-table.ts';

type Images = Readonly<Record<string, FigureImage>>;

/**
 * Manuscript blocks as Typst markup, with the layout's own functions (`subhead`, `blockquote`,
 * `scene-break`, `aligned`) defined in its preamble: the print interior and the standard
 * manuscript set the same blocks differently.
 */
export function blocksSource(blocks: readonly Block[], images: Images = {}): string {
  return blocks.map((block) => blockSource(block, images)).join('');
}

function blockSource(block: Block, images: Images): string {
  switch (block.kind) {
    case 'paragraph': {
      // A paragraph left empty in the editor is spacing on screen, nothing in print.
      const body = inlinesSource(block.inlines);
      if (!body) return '';
      return block.align === 'left' ? `${body}\n\n` : `#aligned(${block.align})[${body}]\n\n`;
    }
    case 'heading':
      return `#subhead(${block.level})[${inlinesSource(block.inlines)}]\n\n`;
    case 'list': {
      const items = block.items.map((item) => `[${blocksSource(item, images)}]`).join(', ');
      return block.ordered ? `#enum(start: ${block.start}, ${items})\n\n` : `#list(${items})\n\n`;
    }
    case 'quote':
      return `#blockquote[${blocksSource(block.blocks, images)}]\n\n`;
    case 'sceneBreak':
      return '#scene-break()\n\n';
    case 'table':
      return tableSource(block, (inner) => blocksSource(inner, images));
    case 'figure':
      return figureSource(block, images[block.image]);
  }
}
