import { describe, expect, it } from 'vitest';
import type { CslItem } from '../csl-item.ts';
import { recordedWork } from './corpus/crossref-records.ts';
import { crossrefWorkToCsl } from './crossref-to-csl.ts';
import { judgeEntryAgainstRecord } from './judge-entry.ts';

const herdman = crossrefWorkToCsl(recordedWork('10.1103/physrevb.89.140501'));
const bouchut = crossrefWorkToCsl(recordedWork('10.1007/978-3-0348-8720-5_13'));

/** The entry a writer types for Herdman et al. (2014), in sentence case with the journal abbreviated. */
const typed: CslItem = {
  id: 'herdman2014',
  type: 'article-journal',
  author: [
    { family: 'Herdman', given: 'C. M.' },
    { family: 'Roy', given: 'P.-N.' },
    { family: 'Melko', given: 'R. G.' },
    { family: 'Del Maestro', given: 'A.' },
  ],
  issued: { 'date-parts': [[2014]] },
  title: 'Particle entanglement in continuum many-body systems via quantum Monte Carlo',
  'container-title': 'Phys. Rev. B',
  volume: '89',
  issue: '14',
  page: '140501',
};

describe('judgeEntryAgainstRecord', () => {
  it('verifies an entry whose author, year and title agree, without a DOI', () => {
    expect(judgeEntryAgainstRecord(typed, herdman)).toEqual({
      verdict: 'verified',
      differences: [],
    });
  });

  it('names a wrong year, as APA writes both values', () => {
    const judged = judgeEntryAgainstRecord(
      { ...typed, issued: { 'date-parts': [[2015]] } },
      herdman,
    );
    expect(judged).toEqual({
      verdict: 'needs_review',
      differences: [{ field: 'year', entry: '2015', record: '2014' }],
    });
  });

  it('names a misspelt first author with both author lists', () => {
    const author = [{ family: 'Herdmann', given: 'C. M.' }, ...(typed.author ?? []).slice(1)];
    const judged = judgeEntryAgainstRecord({ ...typed, author }, herdman);
    expect(judged.verdict).toBe('needs_review');
    expect(judged.differences).toEqual([
      {
        field: 'author',
        entry: 'Herdmann, C. M., Roy, P.-N., Melko, R. G., & Del Maestro, A.',
        record: 'Herdman, C. M., Roy, P.-N., Melko, R. G., & Del Maestro, A.',
      },
    ]);
  });

  it('names wrong pages and volume of a chapter and a journal', () => {
    const chapter: CslItem = {
      id: 'bouchut',
      type: 'chapter',
      author: [
        { family: 'Bouchut', given: 'F.' },
        { family: 'James', given: 'F.' },
      ],
      issued: { 'date-parts': [[1999]] },
      title: 'Differentiability with respect to initial data for a scalar conservation law',
      'container-title': 'Hyperbolic problems: Theory, numerics, applications',
      page: '113-128',
    };
    expect(judgeEntryAgainstRecord(chapter, bouchut).differences).toEqual([
      { field: 'pages', entry: '113–128', record: '113–118' },
    ]);
    expect(judgeEntryAgainstRecord({ ...typed, volume: '98' }, herdman).differences).toEqual([
      { field: 'volume', entry: '98', record: '89' },
    ]);
  });

  it('never verifies an invented title under the real authors and year', () => {
    const invented = {
      ...typed,
      title: 'Superfluid density of helium films on graphene substrates',
    };
    expect(judgeEntryAgainstRecord(invented, herdman)).toEqual({
      verdict: 'no_match',
      differences: [],
    });
  });

  it('agrees on particles, accents and organisations', () => {
    const record = { ...herdman, author: [{ family: 'van der Berg', given: 'Ann' }] };
    const entry = {
      ...typed,
      author: [{ family: 'Berg', given: 'A.', 'non-dropping-particle': 'Van der' }],
    };
    expect(judgeEntryAgainstRecord(entry, record).verdict).toBe('verified');
    const who = { ...herdman, author: [{ literal: 'World Health Organization' }] };
    const whoEntry = { ...typed, author: [{ family: 'World Health Organization [WHO]' }] };
    expect(judgeEntryAgainstRecord(whoEntry, who).verdict).toBe('verified');
  });

  it('accepts the online year of a work printed a year later', () => {
    const record = {
      ...herdman,
      issued: { 'date-parts': [[2015, 1]] },
      'available-date': { 'date-parts': [[2014, 4, 4]] },
    };
    expect(judgeEntryAgainstRecord(typed, record).verdict).toBe('verified');
  });
});
