import { describe, expect, it } from 'vitest';
import {
  comparableTitle,
  placeIncomingChapters,
  type PlannedChapter,
} from './planned-chapter-match.ts';

const planOf = (titles: string[], written: string[] = []): PlannedChapter[] =>
  titles.map((title, orderIndex) => ({
    id: 100 + orderIndex,
    title,
    orderIndex,
    empty: !written.includes(title),
  }));

const PLAN = [
  'Prologue',
  'Résumé Roulette',
  'The Mark of a Record',
  'Chapter 3',
  'Synergy',
  'Epilogue',
];

describe('placeIncomingChapters', () => {
  it('fills empty planned chapters by title and by number, and appends the rest', () => {
    const placement = placeIncomingChapters(planOf(PLAN), [
      { title: 'Résumé Roulette', number: 1 },
      { title: 'the mark of a record', number: null },
      { title: 'Circling Back', number: 3 },
      { title: 'Bonus Material', number: 9 },
      { title: 'Epilogue', number: null },
    ]);
    expect(placement.fills).toEqual([
      { incoming: 0, plannedId: 101, title: 'Résumé Roulette' },
      { incoming: 1, plannedId: 102, title: 'The Mark of a Record' },
      // "Chapter 3" was a placeholder: the manuscript's title replaces it.
      { incoming: 2, plannedId: 103, title: 'Circling Back' },
      { incoming: 4, plannedId: 105, title: 'Epilogue' },
    ]);
    expect(placement.appended).toEqual([3]);
  });

  it('matches by number among the numbered chapters only, and keeps a real planned title', () => {
    const placement = placeIncomingChapters(planOf(PLAN), [
      { title: 'Resume Roulette v2', number: 1 },
    ]);
    expect(placement.fills).toEqual([{ incoming: 0, plannedId: 101, title: 'Résumé Roulette' }]);
  });

  it('never fills a chapter that has text, nor one chapter twice', () => {
    const placement = placeIncomingChapters(planOf(PLAN, ['Synergy']), [
      { title: 'Synergy', number: 4 },
      { title: 'Résumé Roulette', number: 1 },
      { title: 'Résumé Roulette', number: 1 },
    ]);
    expect(placement.fills).toEqual([{ incoming: 1, plannedId: 101, title: 'Résumé Roulette' }]);
    expect(placement.appended).toEqual([0, 2]);
  });

  it('appends everything to a book without planned chapters', () => {
    expect(placeIncomingChapters([], [{ title: 'One', number: 1 }])).toEqual({
      fills: [],
      appended: [0],
    });
  });
});

describe('comparableTitle', () => {
  it('ignores a chapter-number prefix, accents, case and punctuation', () => {
    expect(comparableTitle('Chapter 1: Résumé Roulette')).toBe('resume roulette');
    expect(comparableTitle('RESUME  ROULETTE!')).toBe('resume roulette');
    expect(comparableTitle('Chapter Two — The Mark')).toBe('the mark');
  });
});
