import { describe, expect, it } from 'vitest';
import { chapterLabels, chapterNumbering } from './figure-numbering.ts';

const chapters = [
  { id: 1, title: 'Introduction', orderIndex: 0, figureIds: ['fig-intro'], tableIds: [] },
  {
    id: 2,
    title: 'Rents',
    orderIndex: 1,
    figureIds: ['fig-r1', 'fig-r2'],
    tableIds: ['', 'tbl-rents'],
  },
  { id: 3, title: 'Desks', orderIndex: 2, figureIds: [], tableIds: [] },
  { id: 4, title: 'Floors', orderIndex: 3, figureIds: ['fig-f1', 'fig-f2'], tableIds: ['tbl-f'] },
];
const items = [
  { kind: 'figure' as const, id: 'fig-a' },
  { kind: 'table' as const, id: 'tbl-a' },
];

describe('chapter figure numbering in the editor', () => {
  it('counts on from the figures of earlier chapters through the book', () => {
    const numbering = chapterNumbering({ figureNumbering: 'book' }, chapters, 3);
    expect(numbering).toMatchObject({ number: 2, title: 'Desks' });
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

  it('labels the figures and tables of other chapters, which cross-references may name', () => {
    const byChapter = chapterNumbering({ figureNumbering: 'chapter' }, chapters, 3);
    const labels = chapterLabels(byChapter, items);
    expect(labels.get('fig-r2')).toBe('Figure 1.2');
    expect(labels.get('tbl-rents')).toBe('Table 1.2');
    expect(labels.get('fig-f2')).toBe('Figure 3.2');
    expect(labels.get('tbl-f')).toBe('Table 3.1');
    // Through the book, a later chapter's numbers follow this chapter's live figures and tables.
    const throughBook = chapterNumbering({ figureNumbering: 'book' }, chapters, 3);
    expect(chapterLabels(throughBook, items).get('fig-f1')).toBe('Figure 5');
    expect(chapterLabels(throughBook, []).get('fig-f1')).toBe('Figure 4');
    expect(chapterLabels(throughBook, items).get('tbl-f')).toBe('Table 4');
  });
});
