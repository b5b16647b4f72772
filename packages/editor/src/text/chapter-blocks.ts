import type { ChapterBlock } from '@receipts/domain/ai';
import type { Node as PMNode } from 'prosemirror-model';
import { inlineText } from './doc-text.ts';

/** A chapter document as the blocks the E-E-A-T scorer reads: headings, paragraphs, list items. */
export function chapterBlocks(doc: PMNode): ChapterBlock[] {
  const blocks: ChapterBlock[] = [];
  let listDepth = 0;
  const visit = (node: PMNode) => {
    if (node.type.name === 'heading') {
      blocks.push({ kind: 'heading', level: node.attrs.level as number, text: inlineText(node) });
    } else if (node.isTextblock) {
      blocks.push({
        kind: listDepth > 0 ? 'list-item' : 'paragraph',
        text: inlineText(node),
      });
    } else {
      const isItem = node.type.name === 'list_item';
      if (isItem) listDepth++;
      node.forEach(visit);
      if (isItem) listDepth--;
    }
  };
  doc.forEach(visit);
  return blocks;
}
