import type { Block } from '../manuscript.ts';
import { inlinesSource } from './typst-inlines.ts';

/**
 * Manuscript blocks as Typst markup, with the layout's own functions (`subhead`, `blockquote`,
 * `scene-break`, `aligned`) defined in its preamble: the print interior and the standard
 * manuscript set the same blocks differently.
 */
export function blocksSource(blocks: readonly Block[]): string {
  return blocks.map(blockSource).join('');
}

function blockSource(block: Block): string {
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
      const items = block.items.map((item) => `[${blocksSource(item)}]`).join(', ');
      return block.ordered ? `#enum(start: ${block.start}, ${items})\n\n` : `#list(${items})\n\n`;
    }
    case 'quote':
      return `#blockquote[${blocksSource(block.blocks)}]\n\n`;
    case 'sceneBreak':
      return '#scene-break()\n\n';
    // When the `tables` branch's table block joins the model:
    //   case 'table': return tableSource(block, blocksSource);   (typst-table.ts)
    // and the `figures` branch's figure block (its print image passed to `compileTypst` as a file
    // at `figurePath(…)`):
    //   case 'figure': return figureSource(block, images[block.image]);   (typst-figure.ts)
  }
}
