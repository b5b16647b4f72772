import {
  citationSpans,
  citationTouched,
  findMatches,
  type CitationSpan,
  replacementFor,
  type TextMatch,
} from '@receipts/domain';
import type { Node as PMNode } from 'prosemirror-model';
import type { Transform } from 'prosemirror-transform';
import { textBlocks, type TextBlock } from './text-blocks.ts';

/** A match in a chapter document, placed at document positions [from, to). */
export interface DocMatch {
  match: TextMatch;
  from: number;
  to: number;
  /** Null when the match can be replaced; otherwise why not (it crosses a note or a line break). */
  blocked: string | null;
  /** The in-text citation whose author or year a replace would change (ask first), if any. */
  citation: string | null;
}

export const CROSSES_NOTE_OR_BREAK =
  'This match runs across a footnote or a line break, so it cannot be replaced as one piece.';

/** Can [from, to) be replaced as text: inside one parent, covering text nodes only? */
function blockedReason(doc: PMNode, from: number, to: number): string | null {
  const parent = doc.resolve(from).parent;
  if (parent !== doc.resolve(to).parent) return CROSSES_NOTE_OR_BREAK;
  let onlyText = true;
  doc.nodesBetween(from, to, (node, _pos, holder) => {
    if (holder === parent && !node.isText) onlyText = false;
    return true;
  });
  return onlyText ? null : CROSSES_NOTE_OR_BREAK;
}

/** Every match of `regexp` in the document's text blocks (footnotes included), in order. */
export function searchDoc(doc: PMNode, regexp: RegExp, deadline?: number): DocMatch[] {
  const blocks: TextBlock[] = textBlocks(doc);
  const spans = new Map<number, CitationSpan[]>();
  const spansOf = (index: number, text: string) => {
    let found = spans.get(index);
    if (!found) spans.set(index, (found = citationSpans(text)));
    return found;
  };
  return findMatches(
    blocks.map((block) => block.text),
    regexp,
    deadline,
  ).map((match) => {
    const block = blocks[match.block] as TextBlock;
    const from = block.pos + 1 + match.from;
    const to = block.pos + 1 + match.to;
    return {
      match,
      from,
      to,
      blocked: blockedReason(doc, from, to),
      citation: citationTouched(spansOf(match.block, block.text), match.from, match.to),
    };
  });
}

/**
 * Replaces the given matches (replaceable ones only) on `tr`, last first so earlier positions hold;
 * each replacement takes the marks the replaced text had throughout (a link or italics stays).
 * Returns how many were replaced.
 */
export function replaceDocMatches(
  tr: Transform,
  matches: readonly DocMatch[],
  replace: string,
  regex: boolean,
): number {
  const schema = tr.doc.type.schema;
  let replaced = 0;
  for (const found of [...matches].sort((a, b) => b.from - a.from)) {
    if (found.blocked) continue;
    // The marks of the first replaced character: a link or italics carries over to the new text.
    const marks = tr.doc.nodeAt(found.from)?.marks ?? [];
    const text = replacementFor(found.match, replace, regex);
    if (text) tr.replaceWith(found.from, found.to, schema.text(text, marks));
    else tr.delete(found.from, found.to);
    replaced++;
  }
  return replaced;
}
