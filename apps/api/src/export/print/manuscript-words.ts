import { countWords } from '@receipts/domain';
import { inlineText, type Block, type Manuscript } from '../manuscript.ts';

/** A block's words as text (footnotes left out). */
export function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.inlines);
    case 'list':
      return block.items.map((item) => item.map(blockText).join('\n')).join('\n');
    case 'quote':
      return block.blocks.map(blockText).join('\n');
    case 'sceneBreak':
      return '';
    case 'table':
      return [
        inlineText(block.caption),
        ...block.rows.flatMap((row) => row.map((cell) => cell.blocks.map(blockText).join('\n'))),
      ].join('\n');
    case 'figure':
      return [inlineText(block.caption), inlineText(block.source)].join('\n');
  }
}

/** Words of the chapters' text (headings, body, lists, quotes), as the app counts them. */
export function manuscriptWords(manuscript: Manuscript): number {
  return manuscript.chapters.reduce(
    (sum, chapter) => sum + countWords(chapter.blocks.map(blockText).join('\n')),
    0,
  );
}
