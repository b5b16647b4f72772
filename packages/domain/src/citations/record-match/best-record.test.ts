import { describe, expect, it } from 'vitest';
import type { CslItem } from '../csl-item.ts';
import { bestRecordFor } from './best-record.ts';
import { recordedWorks } from './corpus/crossref-records.ts';
import { crossrefWorkToCsl } from './crossref-to-csl.ts';

/** The Crossref "coffee" search recorded by web18-PRV: twenty look-alike records. */
const coffeeSearch = recordedWorks
  .filter(({ provenance }) => provenance.repo === 'boostcampwm-2022/web18-PRV')
  .map(({ work }) => crossrefWorkToCsl(work));

const entry = (fields: Partial<CslItem>): CslItem => ({ id: 'entry', type: 'chapter', ...fields });

describe('bestRecordFor among a real search result', () => {
  it('takes the one record that is the work, not the higher-ranked look-alikes', () => {
    const match = bestRecordFor(
      entry({
        author: [{ family: 'Trugo', given: 'L. C.' }],
        issued: { 'date-parts': [[2003]] },
        title: 'Coffee | Analysis of coffee products',
        'container-title': 'Encyclopedia of food sciences and nutrition',
      }),
      coffeeSearch,
    );
    expect(match?.verdict).toBe('verified');
    expect(match?.record.DOI).toBe('10.1016/b0-12-227055-x/00271-6');
  });

  it('tells apart unsigned works titled "Coffee" by their year and book', () => {
    const match = bestRecordFor(
      entry({
        issued: { 'date-parts': [[2015]] },
        title: 'Coffee',
        'container-title': 'Commodity investing',
      }),
      coffeeSearch,
    );
    expect(match?.record.DOI).toBe('10.1002/9781119201397.ch16');
    expect(match?.verdict).toBe('verified');
  });

  it('prefers a near match with its differences to nothing, and answers null for an invented work', () => {
    const nearMatch = bestRecordFor(
      entry({
        author: [{ family: 'Hayward', given: 'C. B.' }],
        issued: { 'date-parts': [[1905]] },
        title: 'Coffee and coffee culture',
      }),
      coffeeSearch,
    );
    expect(nearMatch).toMatchObject({
      verdict: 'needs_review',
      differences: [{ field: 'year', entry: '1905', record: '1904' }],
    });
    const invented = entry({
      author: [{ family: 'Hayward', given: 'C. B.' }],
      issued: { 'date-parts': [[1904]] },
      title: 'The coffee plantations of Brazil',
    });
    expect(bestRecordFor(invented, coffeeSearch)).toBeNull();
  });
});
