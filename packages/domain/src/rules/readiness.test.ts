import { describe, expect, it } from 'vitest';
import { computeReadiness } from './readiness.ts';

const milestone = (title: string, completed: boolean) => ({ title, completed });
const chapter = (id: number, eeatScore: number | null) => ({ id, title: `Ch ${id}`, eeatScore });

const milestones = [
  milestone('Outline Approved', true),
  milestone('All Chapters Uploaded', false),
  milestone('Phase 2: Citations Repaired', false),
  milestone('Cover Final', true),
];
const chapters = [chapter(1, 95), chapter(2, null), chapter(3, 80), chapter(4, 92), chapter(5, 61)];

describe('computeReadiness', () => {
  const r = computeReadiness(milestones, chapters);

  it('counts milestones complete of total, with a rounded percentage', () => {
    expect([r.milestonesCompleted, r.milestonesTotal, r.milestonesPercent]).toEqual([2, 4, 50]);
    const third = computeReadiness(
      [milestone('a', true), milestone('b', false), milestone('c', false)],
      [],
    );
    expect(third.milestonesPercent).toBe(33);
    const twoThirds = computeReadiness(
      [milestone('a', true), milestone('b', true), milestone('c', false)],
      [],
    );
    expect(twoThirds.milestonesPercent).toBe(67);
  });

  it('counts chapters, scored chapters and those at or above 92', () => {
    expect(r.totalChapters).toBe(5);
    expect(r.scoredCount).toBe(4);
    expect(r.readyCount).toBe(2);
  });

  it('averages the scored chapters only, rounded', () => {
    expect(r.averageEeat).toBe(82); // (95 + 80 + 92 + 61) / 4 = 82
    expect(computeReadiness([], [chapter(1, 90), chapter(2, 91)]).averageEeat).toBe(91);
  });

  it('lists unscored chapters, and chapters below 92 with their scores, in the given order', () => {
    expect(r.unscoredChapters.map((c) => c.id)).toEqual([2]);
    expect(r.belowThresholdChapters.map(({ chapter: c, score }) => [c.id, score])).toEqual([
      [3, 80],
      [5, 61],
    ]);
  });

  it('lists the next steps in order, tied to their conditions', () => {
    expect(r.nextSteps).toEqual([
      { id: 'upload-chapters', text: 'Upload the remaining chapters' },
      { id: 'run-scoring', text: 'Run E-E-A-T scoring on 1 unscored chapter(s)' },
      { id: 'improve-chapters', text: 'Improve 2 chapter(s) scoring below 92' },
      { id: 'repair-citations', text: 'Run the citation repair service' },
    ]);
    expect(r.allChaptersReady).toBe(false);
    expect(r.allMilestonesComplete).toBe(false);
  });

  it('offers no upload step once All Chapters Uploaded is complete, or when no such milestone exists', () => {
    const done = computeReadiness([milestone('all chapters uploaded ', true)], chapters);
    expect(done.nextSteps.map((s) => s.id)).not.toContain('upload-chapters');
    const absent = computeReadiness([milestone('Something else', false)], chapters);
    expect(absent.nextSteps.map((s) => s.id)).not.toContain('upload-chapters');
  });

  it('matches the citations milestone by a case-insensitive fragment', () => {
    const steps = computeReadiness(
      [milestone('final CITATIONS REPAIRED check', false)],
      [],
    ).nextSteps;
    expect(steps.map((s) => s.id)).toEqual(['repair-citations']);
  });

  it('is ready for publication when every milestone and chapter is done', () => {
    const ready = computeReadiness(
      [milestone('All Chapters Uploaded', true), milestone('Citations Repaired', true)],
      [chapter(1, 92), chapter(2, 99)],
    );
    expect(ready.allChaptersReady).toBe(true);
    expect(ready.allMilestonesComplete).toBe(true);
    expect(ready.milestonesPercent).toBe(100);
    expect(ready.nextSteps).toEqual([{ id: 'ready', text: 'Ready for Publication!' }]);
  });

  it('is neither ready nor averaged for an empty book', () => {
    const empty = computeReadiness([], []);
    expect(empty).toMatchObject({
      milestonesPercent: 0,
      totalChapters: 0,
      averageEeat: null,
      scoredCount: 0,
      readyCount: 0,
      allChaptersReady: false,
      allMilestonesComplete: false,
      nextSteps: [],
    });
  });

  it('does not call a book with an unscored chapter all-ready', () => {
    expect(computeReadiness([], [chapter(1, 99), chapter(2, null)]).allChaptersReady).toBe(false);
  });
});
