import {
  parseReferenceEntry,
  patchedEntryText,
  type FieldDifference,
  type RepairChange,
} from '@receipts/domain';
import { patchReferenceEntry } from '@receipts/editor';
import type { Node as PMNode } from 'prosemirror-model';
import { citationsOf, readChapterCitations } from './chapter-citations.ts';
import { editProse, insertReferenceEntry, layoutOf, type TextEdit } from './chapter-document.ts';
import { findEntryBlock } from './entry-block.ts';
import { inTextEdits } from './rewrite-work.ts';

export interface AppliedRepairs {
  doc: PMNode;
  added: number;
  changed: number;
  /** Per work, the differences its paragraph had no place for. */
  unplaced: Map<string, FieldDifference[]>;
}

/**
 * A corrected author or year reaches the work's in-text citations too (locators and marks stay):
 * `corrected` maps a work key to the entry's corrected text.
 */
export function citationEdits(doc: PMNode, corrected: ReadonlyMap<string, string>): PMNode {
  if (corrected.size === 0) return doc;
  const chapter = citationsOf(layoutOf(doc));
  const edits: TextEdit[] = chapter.works.flatMap((cited) => {
    const text = corrected.get(cited.work.key);
    const entry = text ? parseReferenceEntry(text) : null;
    return entry ? inTextEdits(cited.work.citations, entry) : [];
  });
  return edits.length ? editProse(chapter.layout, edits) : doc;
}

/**
 * A chapter with the repairs applied and nothing else touched: each changed entry's paragraph gets
 * exactly its differing fields (later paragraphs first, so earlier positions hold) and, where the
 * author or year changed, so do the work's in-text citations; then each missing entry is added
 * where it sorts.
 */
export function applyRepairs(
  html: string | null,
  changes: readonly RepairChange[],
  title = '',
): AppliedRepairs {
  const chapter = readChapterCitations(html, title);
  const blockOf = new Map(
    chapter.works.map((cited) => [cited.work.key, cited.entry?.block ?? null]),
  );
  const unplaced = new Map<string, FieldDifference[]>();
  const corrected = new Map<string, string>();
  let doc = chapter.layout.doc;
  let changed = 0;
  const patches = changes
    .filter((change) => change.kind === 'change')
    .flatMap((change) => {
      const block = findEntryBlock(chapter, change.workKey, change.entry ?? '');
      return block ? [{ change, block }] : [];
    })
    .sort((a, b) => b.block.pos - a.block.pos);
  for (const { change, block } of patches) {
    const patch = patchReferenceEntry(doc, block.pos, change.differences);
    if (!patch) continue;
    if (patch.unplaced.length) unplaced.set(change.workKey, patch.unplaced);
    if (patch.doc.eq(doc)) continue;
    changed++;
    doc = patch.doc;
    if (change.differences.some(({ field }) => field === 'author' || field === 'year')) {
      corrected.set(change.workKey, patchedEntryText(block.text, change.differences));
    }
  }
  doc = citationEdits(doc, corrected);
  let added = 0;
  for (const change of changes) {
    if (change.kind !== 'add' || !change.reference || blockOf.get(change.workKey)) continue;
    doc = insertReferenceEntry(layoutOf(doc), change.reference);
    added++;
  }
  return { doc, added, changed, unplaced };
}
