import { describe, expect, it } from 'vitest';
import {
  bestMatch,
  judgeMatch,
  titleSimilarity,
  unambiguousInTextMatch,
  updateNotices,
  type IndexRecord,
} from './match-judging.ts';

const pager: IndexRecord = {
  doi: '10.1086/374403',
  title: 'The Mark of a Criminal Record',
  authors: [{ given: 'Devah', family: 'Pager' }],
  year: 2003,
  container: 'American Journal of Sociology',
  updates: [],
};
const weak: IndexRecord = {
  doi: '10.9999/weak',
  title: 'Criminal records and employment in Ohio counties',
  authors: [{ given: 'Ann', family: 'Other' }],
  year: 2019,
  container: null,
  updates: [],
};

describe('judging a record against a claim', () => {
  it('agrees fully only when surname, year and title agree', () => {
    const claim = {
      firstAuthor: 'Pager',
      year: '2003',
      title: 'The mark of a criminal record',
      doi: null,
    };
    expect(judgeMatch(claim, pager)).toMatchObject({ agreement: 'full', discrepancies: [] });
  });

  it('names a wrong year as a discrepancy of a close match', () => {
    const claim = {
      firstAuthor: 'Pager',
      year: '2007',
      title: 'The mark of a criminal record',
      doi: null,
    };
    expect(judgeMatch(claim, pager)).toMatchObject({
      agreement: 'close',
      discrepancies: ['Year is 2007; the record says 2003'],
    });
  });

  it('does not take a weak top hit for the work', () => {
    const claim = {
      firstAuthor: 'Fakeman',
      year: '2018',
      title: 'Criminal records ruin everything forever',
      doi: null,
    };
    expect(bestMatch(claim, [weak])).toBeNull();
  });

  it('measures title similarity on content words and main titles', () => {
    expect(
      titleSimilarity(
        'The new Jim Crow',
        'The New Jim Crow: Mass incarceration in the age of colorblindness',
      ),
    ).toBeGreaterThan(0.9);
    expect(titleSimilarity('Policing the poor', 'Banking the poor')).toBeLessThan(0.6);
  });

  it('takes an in-text-only citation only when one record fits and the context agrees', () => {
    const claim = { firstAuthor: 'Pager', year: '2003', title: null, doi: null };
    expect(
      unambiguousInTextMatch(claim, 'A criminal record halves callbacks, as Pager found.', [
        pager,
        weak,
      ]),
    ).toBe(pager);
    expect(unambiguousInTextMatch(claim, 'Nothing in common here.', [pager])).toBeNull();
    expect(
      unambiguousInTextMatch(claim, 'criminal record mark', [pager, { ...pager, doi: 'x' }]),
    ).toBeNull();
  });

  it('names retraction and correction notices', () => {
    const retracted = { ...pager, updates: [{ type: 'retraction', doi: '10.1/r' }] };
    expect(updateNotices(retracted)).toEqual([
      'This work has a retraction notice (https://doi.org/10.1/r)',
    ]);
  });
});
