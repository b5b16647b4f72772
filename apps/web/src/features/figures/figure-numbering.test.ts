import { describe, expect, it } from 'vitest';
import { chapterLabels, chapterNumbering } from './figure-numbering.ts';

const chapters = [
  { id: 1, title: 'Introduction', orderIndex: 0, figureCount: 1, tableCount: 0 },
  { id: 2, title: 'Rents', orderIndex: 1, figureCount: 2, tableCount: 2 },
  { id: 3, title: 'Desks', orderIndex: 2, figureCount: 0, tableCount: 0 },
];
const items = [
  { kind: 'figure' as const, id: 'fig-a' },
  { kind: 'table' as const, id: 'tbl-a' },
];

describe('chapter figure numbering in the editor', () => {
  it('counts on from the figures of earlier chapters through the book', () => {
    const numbering = chapterNumbering({ figureNumbering: 'book' }, chapters, 3);
    expect(numbering).toMatchObject({ number: 2, before: { figure: 3, table: 2 } });
    expect(chapterLabels(numbering, items).get('fig-a')).toBe('Figure 4');
  });

  it('counts on from the tables of earlier chapters, apart from figures', () => {
    const numbering = chapterNumbering({ figureNumbering: 'book' }, chapters, 3);
    expect(chapterLabels(numbering, items).get('tbl-a')).toBe('Table 3');
  });

  it('numbers under the chapter number by chapter', () => {
    const numbering = chapterNumbering({ figureNumbering: 'chapter' }, chapters, 3);
    expect(chapterLabels(numbering, items).get('fig-a')).toBe('Figure 2.1');
    expect(chapterLabels(numbering, items).get('tbl-a')).toBe('Table 2.1');
  });
});
