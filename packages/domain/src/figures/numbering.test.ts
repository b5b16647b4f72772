import { describe, expect, it } from 'vitest';
import { crossReferenceLabel, labelNumberedItems, MISSING_TARGET_LABEL } from './numbering.ts';

const fig = (id: string) => ({ kind: 'figure' as const, id });
const tab = (id: string) => ({ kind: 'table' as const, id });

describe('labelNumberedItems', () => {
  const chapters = [[fig('a'), tab('t1'), fig('b')], [], [tab('t2'), fig('c')]];

  it('numbers figures and tables separately through the book', () => {
    expect([...labelNumberedItems(chapters, 'book')]).toEqual([
      ['a', 'Figure 1'],
      ['t1', 'Table 1'],
      ['b', 'Figure 2'],
      ['t2', 'Table 2'],
      ['c', 'Figure 3'],
    ]);
  });

  it('numbers by chapter with the chapter position first, an empty chapter still counting', () => {
    const labels = labelNumberedItems(chapters, 'chapter');
    expect(labels.get('b')).toBe('Figure 1.2');
    expect(labels.get('t2')).toBe('Table 3.1');
    expect(labels.get('c')).toBe('Figure 3.1');
  });

  it('follows a figure that moves: the reference reads its new number', () => {
    const before = labelNumberedItems([[fig('a'), fig('b')]], 'book');
    const after = labelNumberedItems([[fig('b'), fig('a')]], 'book');
    expect(crossReferenceLabel(before, 'b')).toBe('Figure 2');
    expect(crossReferenceLabel(after, 'b')).toBe('Figure 1');
  });

  it('keeps the first label of an id met twice and counts the copy', () => {
    const labels = labelNumberedItems([[fig('a'), fig('a'), fig('b')]], 'book');
    expect(labels.get('a')).toBe('Figure 1');
    expect(labels.get('b')).toBe('Figure 3');
  });

  it('says so when a reference points at nothing', () => {
    expect(crossReferenceLabel(new Map(), 'gone')).toBe(MISSING_TARGET_LABEL);
  });
});
