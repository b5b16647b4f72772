import { describe, expect, it } from 'vitest';
import { chapterLabels, chapterNumbering } from './figure-numbering.ts';

const chapters = [
  { id: 1, title: 'Introduction', orderIndex: 0, figureCount: 1 },
  { id: 2, title: 'Rents', orderIndex: 1, figureCount: 2 },
  { id: 3, title: 'Desks', orderIndex: 2, figureCount: 0 },
];
const items = [{ kind: 'figure' as const, id: 'fig-a' }];

describe('chapter figure numbering in the editor', () => {
  it('counts on from the figures of earlier chapters through the book', () => {
    const numbering = chapterNumbering({ figureNumbering: 'book' }, chapters, 3);
    expect(numbering).toMatchObject({ number: 2, figuresBefore: 3 });
    expect(chapterLabels(numbering, items).get('fig-a')).toBe('Figure 4');
  });

  it('numbers under the chapter number by chapter', () => {
    const numbering = chapterNumbering({ figureNumbering: 'chapter' }, chapters, 3);
    expect(chapterLabels(numbering, items).get('fig-a')).toBe('Figure 2.1');
  });
});
