import type { ChapterSummary } from '@receipts/domain';
import { describe, expect, it } from 'vitest';
import { readinessChapters } from './readiness-chapters.ts';

const chapter = (
  id: number,
  title: string,
  orderIndex: number,
  eeatScore: number | null,
): ChapterSummary => ({
  id,
  bookId: 1,
  title,
  orderIndex,
  wordCount: 0,
  status: 'draft',
  notes: null,
  eeatScore,
  version: 1,
  createdAt: '',
  updatedAt: '',
  figureCount: id === 3 ? 1 : 0,
  figuresWithoutAlt: id === 3 ? 1 : 0,
  tableCount: 0,
  figureIds: [],
  tableIds: [],
});

describe('readinessChapters', () => {
  it('orders by orderIndex and numbers all but front and back matter', () => {
    const result = readinessChapters([
      chapter(3, 'The Memo', 2, 90),
      chapter(1, 'Introduction', 0, null),
      chapter(2, 'The Meeting', 1, 95),
    ]);
    expect(result).toEqual([
      { id: 1, name: 'Introduction', eeatScore: null, figuresWithoutAlt: 0 },
      { id: 2, name: 'Chapter 1: The Meeting', eeatScore: 95, figuresWithoutAlt: 0 },
      { id: 3, name: 'Chapter 2: The Memo', eeatScore: 90, figuresWithoutAlt: 1 },
    ]);
  });
});
