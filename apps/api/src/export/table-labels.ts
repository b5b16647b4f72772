import type { Block, ManuscriptChapter, Table } from './manuscript.ts';

function tablesIn(blocks: readonly Block[]): Table[] {
  return blocks.flatMap((block): Table[] => {
    if (block.kind === 'table') return [block];
    if (block.kind === 'list') return block.items.flatMap(tablesIn);
    if (block.kind === 'quote') return tablesIn(block.blocks);
    return [];
  });
}

/**
 * Labels the book's tables "Table 1", "Table 2", … in reading order, through the whole book.
 * (Numbering by chapter is a setting of the figures work; this is the one place that numbers.)
 */
export function labelTables(chapters: readonly ManuscriptChapter[]): void {
  let number = 0;
  for (const chapter of chapters)
    for (const table of tablesIn(chapter.blocks)) table.label = `Table ${++number}`;
}
