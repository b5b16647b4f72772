import { describe, expect, it } from 'vitest';
import { numberedItems, parseChapterHtml } from '@receipts/editor/browser';
import { crossReferenceChoices } from './cross-reference-targets.ts';

const table = (id: string, caption: string) =>
  `<table${id ? ` id="${id}"` : ''}><caption>${caption}</caption><tbody><tr><td><p>1</p></td></tr></tbody></table>`;

const chapters = [
  {
    id: 1,
    title: 'Rents',
    orderIndex: 0,
    content: table('tbl-rents', 'Rents') + table('', 'Hidden'),
  },
  { id: 2, title: 'Desks', orderIndex: 1, content: null },
];
const current = parseChapterHtml(table('', 'Desks by floor') + table('tbl-chairs', 'Chairs'));

describe('cross-reference choices', () => {
  it('lists the book’s tables by the book’s numbering; an unnamed table only in this chapter', () => {
    const choices = crossReferenceChoices({ figureNumbering: 'chapter' }, chapters, {
      id: 2,
      items: numberedItems(current),
    });
    expect(
      choices.map(({ label, caption, chapterTitle }) => [label, caption, chapterTitle]),
    ).toEqual([
      ['Table 1.1', 'Rents', 'Rents'],
      ['Table 2.1', 'Desks by floor', 'Desks'],
      ['Table 2.2', 'Chairs', 'Desks'],
    ]);
    expect(choices[0]!.target).toEqual({ id: 'tbl-rents' });
    expect(choices[1]!.target).toEqual({ tableAt: 0 });
  });

  it('counts the unnamed table of another chapter through the book', () => {
    const choices = crossReferenceChoices({ figureNumbering: 'book' }, chapters, {
      id: 2,
      items: numberedItems(current),
    });
    expect(choices.map((choice) => choice.label)).toEqual(['Table 1', 'Table 3', 'Table 4']);
  });
});
