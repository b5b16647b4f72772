import { describe, expect, it } from 'vitest';
import {
  crossReferenceLabel,
  labelNumberedItems,
  MISSING_TARGET_LABEL,
  type ChapterThings,
} from './numbering.ts';

const fig = (id: string) => ({ kind: 'figure' as const, id });
const tab = (id: string) => ({ kind: 'table' as const, id });
const chapter = (number: number | null, ...items: ChapterThings['items']): ChapterThings => ({
  number,
  title: number === null ? 'Appendix' : `Chapter ${number}`,
  items,
});

describe('labelNumberedItems', () => {
  const book = [
    chapter(1, fig('a'), tab('t1'), fig('b')),
    chapter(2),
    chapter(3, tab('t2'), fig('c')),
    chapter(null, fig('d')),
  ];

  it('numbers figures and tables separately through the book', () => {
    expect([...labelNumberedItems(book, 'book')]).toEqual([
      ['a', 'Figure 1'],
      ['t1', 'Table 1'],
      ['b', 'Figure 2'],
      ['t2', 'Table 2'],
      ['c', 'Figure 3'],
      ['d', 'Figure 4'],
    ]);
  });

  it('numbers by chapter under the chapter number, back matter under its initial', () => {
    const labels = labelNumberedItems(book, 'chapter');
    expect(labels.get('b')).toBe('Figure 1.2');
    expect(labels.get('t2')).toBe('Table 3.1');
    expect(labels.get('c')).toBe('Figure 3.1');
    expect(labels.get('d')).toBe('Figure A.1');
  });

  it('follows a figure that moves: the reference reads its new number', () => {
    const before = labelNumberedItems([chapter(1, fig('a'), fig('b'))], 'book');
    const after = labelNumberedItems([chapter(1, fig('b'), fig('a'))], 'book');
    expect(crossReferenceLabel(before, 'b')).toBe('Figure 2');
    expect(crossReferenceLabel(after, 'b')).toBe('Figure 1');
  });

  it('keeps the first label of an id met twice and counts the copy', () => {
    const labels = labelNumberedItems([chapter(1, fig('a'), fig('a'), fig('b'))], 'book');
    expect(labels.get('a')).toBe('Figure 1');
    expect(labels.get('b')).toBe('Figure 3');
  });

  it('says so when a reference points at nothing', () => {
    expect(crossReferenceLabel(new Map(), 'gone')).toBe(MISSING_TARGET_LABEL);
  });
});
