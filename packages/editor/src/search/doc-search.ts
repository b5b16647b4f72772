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
import { searchableText, type SearchableBlock, type TextBlock } from './text-blocks.ts';

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

/**
 * Can [from, to) of a text block's content be replaced as text: inside one parent, covering text
 * nodes only? That holds exactly when one of the block's text runs (`SearchableBlock.runs`) holds
 * the whole range, so the answer needs the runs only, not the document.
 */
function blockedReason(runs: readonly number[], from: number, to: number): string | null {
  for (let i = 0; i < runs.length; i += 2) {
    if ((runs[i] as number) <= from && to <= (runs[i + 1] as number)) return null;
  }
  return CROSSES_NOTE_OR_BREAK;
}

/** Finds matches in text blocks and places them, from their text and runs alone. */
export interface DocMatcher {
  blocks: readonly TextBlock[];
  /** Every match of `regexp` (global) in the text blocks, footnotes included, in order. */
  find(regexp: RegExp, deadline?: number): TextMatch[];
  /** A match placed at document positions, with whether a replace may change it. */
  place(match: TextMatch): DocMatch;
}

/**
 * Finding is one pass of the regular expression; placing (positions, notes, citations) costs more,
 * so a caller that lists only some matches places only those. Works on a document's searchable
 * text (`searchableText`), which a server may keep between searches instead of parsing again.
 */
export function textMatcher(blocks: readonly SearchableBlock[]): DocMatcher {
  const spans = new Map<number, CitationSpan[]>();
  const spansOf = (index: number, text: string) => {
    let found = spans.get(index);
    if (!found) spans.set(index, (found = citationSpans(text)));
    return found;
  };
  return {
    blocks,
    find: (regexp, deadline) =>
      findMatches(
        blocks.map((block) => block.text),
        regexp,
        deadline,
      ),
    place: (match) => {
      const block = blocks[match.block] as SearchableBlock;
      return {
        match,
        from: block.pos + 1 + match.from,
        to: block.pos + 1 + match.to,
        blocked: blockedReason(block.runs, match.from, match.to),
        citation: citationTouched(spansOf(match.block, block.text), match.from, match.to),
      };
    },
  };
}

/** A document read once for searching: its text blocks, what finds matches and what places one. */
export function docMatcher(doc: PMNode): DocMatcher {
  return textMatcher(searchableText(doc));
}

/** Every match of `regexp` in the document's text blocks (footnotes included), in order. */
export function searchDoc(doc: PMNode, regexp: RegExp, deadline?: number): DocMatch[] {
  const matcher = docMatcher(doc);
  return matcher.find(regexp, deadline).map((match) => matcher.place(match));
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
