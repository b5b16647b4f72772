import { describe, expect, it } from 'vitest';
import { numberedItems, parseChapterHtml } from '@receipts/editor/browser';
import { crossReferenceChoices } from './cross-reference-targets.ts';

const table = (id: string, caption: string) =>
  `<table${id ? ` id="${id}"` : ''}><caption>${caption}</caption><tbody><tr><td><p>1</p></td></tr></tbody></table>`;

/** The other chapter as its summary lists it: a named table and an unnamed one, and a figure. */
const chapters = [
  {
    id: 1,
    title: 'Rents',
    orderIndex: 0,
    figureIds: ['fig-map'],
    tableIds: ['tbl-rents', ''],
  },
  { id: 2, title: 'Desks', orderIndex: 1, figureIds: [], tableIds: [] },
];
const captions = new Map([
  ['tbl-rents', 'Rents'],
  ['fig-map', 'The district'],
]);
const current = parseChapterHtml(table('', 'Desks by floor') + table('tbl-chairs', 'Chairs'));

describe('cross-reference choices', () => {
  it('lists the book’s figures and tables by the book’s numbering; an unnamed table only in this chapter', () => {
    const choices = crossReferenceChoices({ figureNumbering: 'chapter' }, chapters, captions, {
      id: 2,
      items: numberedItems(current),
    });
    expect(
      choices.map(({ label, caption, chapterTitle }) => [label, caption, chapterTitle]),
    ).toEqual([
      ['Figure 1.1', 'The district', 'Rents'],
      ['Table 1.1', 'Rents', 'Rents'],
      ['Table 2.1', 'Desks by floor', 'Desks'],
      ['Table 2.2', 'Chairs', 'Desks'],
    ]);
    expect(choices[1]!.target).toEqual({ id: 'tbl-rents' });
    expect(choices[2]!.target).toEqual({ tableAt: 0 });
    expect(choices[3]!.target).toEqual({ id: 'tbl-chairs' });
  });

  it('counts the unnamed table of another chapter through the book', () => {
    const choices = crossReferenceChoices({ figureNumbering: 'book' }, chapters, captions, {
      id: 2,
      items: numberedItems(current),
    });
    expect(choices.map((choice) => choice.label)).toEqual([
      'Figure 1',
      'Table 1',
      'Table 3',
      'Table 4',
    ]);
  });

  it('shows this chapter’s items as the editor has them, not as its saved summary lists them', () => {
    const stale = [{ ...chapters[1]!, tableIds: ['tbl-old'] }];
    const choices = crossReferenceChoices({ figureNumbering: 'book' }, stale, new Map(), {
      id: 2,
      items: numberedItems(current),
    });
    expect(choices.map(({ label, caption }) => [label, caption])).toEqual([
      ['Table 1', 'Desks by floor'],
      ['Table 2', 'Chairs'],
    ]);
  });
});
