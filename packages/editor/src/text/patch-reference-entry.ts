import { entryFieldEdits, type FieldDifference } from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import { inlineText } from './doc-text.ts';
import { patchTextBlock } from './patch-text-block.ts';

export interface ReferencePatch {
  doc: PMNode;
  /** The differences the paragraph had no place for (named to the writer, not guessed). */
  unplaced: FieldDifference[];
}

/**
 * A chapter document with one reference-list paragraph changed in exactly the differing fields:
 * its marks, its sentence-case title and every other paragraph stay as they were. Null when the
 * paragraph at `blockPos` is not an APA reference.
 */
export function patchReferenceEntry(
  doc: PMNode,
  blockPos: number,
  differences: readonly FieldDifference[],
): ReferencePatch | null {
  const block = doc.nodeAt(blockPos);
  if (!block?.isTextblock) return null;
  const planned = entryFieldEdits(inlineText(block), differences);
  if (!planned) return null;
  return { doc: patchTextBlock(doc, blockPos, planned.edits), unplaced: planned.unplaced };
}
