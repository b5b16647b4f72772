import { EditorState } from 'prosemirror-state';
import type { DecorationSet } from 'prosemirror-view';
import { describe, expect, it } from 'vitest';
import { parseChapterHtml } from './chapter-html.ts';
import { citationRanges, citationStatusPlugin, setCitationStatuses } from './citation-status.ts';

const HTML =
  '<p>Records cut callbacks (<em>Pager</em>, 2003, p. 960). Names do too (Bertrand &amp; Mullainathan, 2004).</p><p>As Pager (2003) found, nothing changed.</p>';

const textOf = (doc: ReturnType<typeof parseChapterHtml>, from: number, to: number) =>
  doc.textBetween(from, to);

describe('citationRanges', () => {
  it("spans each citation's authors and year, keyed by work, across paragraphs and marks", () => {
    const doc = parseChapterHtml(HTML);
    const ranges = citationRanges(doc);
    expect(ranges.map((range) => [textOf(doc, range.from, range.to), range.workKey])).toEqual([
      ['Pager, 2003', 'pager||2003'],
      ['Pager (2003', 'pager||2003'],
      ['Bertrand & Mullainathan, 2004', 'bertrand|mullainathan|2004'],
    ]);
  });
});

describe('citationStatusPlugin', () => {
  const statuses = new Map([
    ['pager||2003', { id: 7, status: 'verified', label: 'Citation verified' }],
    [
      'bertrand|mullainathan|2004',
      { id: 8, status: 'needs_review', label: 'Citation needs review' },
    ],
  ]);

  it('labels each citation with its status and row, and maps the underlines through typing', () => {
    let state = EditorState.create({
      doc: parseChapterHtml(HTML),
      plugins: [citationStatusPlugin(() => {})],
    });
    state = state.apply(setCitationStatuses(state, statuses));
    state = state.apply(state.tr.insertText('Indeed, ', 1));
    const plugin = state.plugins[0]!;
    const set = plugin.getState(state) as DecorationSet;
    const found = set
      .find(undefined, undefined, (spec) => 'citationId' in spec)
      .map((decoration) => ({
        text: state.doc.textBetween(decoration.from, decoration.to),
        status: (decoration as unknown as { type: { attrs: Record<string, string> } }).type.attrs[
          'data-citation-status'
        ],
      }));
    expect(found).toEqual([
      { text: 'Pager, 2003', status: 'verified' },
      { text: 'Bertrand & Mullainathan, 2004', status: 'needs_review' },
      { text: 'Pager (2003', status: 'verified' },
    ]);
  });
});
