import { describe, expect, it } from 'vitest';
import { editorialNotices } from './editorial-notices.ts';

describe('editorialNotices', () => {
  it('reads retractions and corrections from updated-by with their source, DOI and date', () => {
    const notices = editorialNotices({
      DOI: '10.1016/S0140-6736(97)11096-0',
      'updated-by': [
        {
          DOI: '10.1016/s0140-6736(04)15715-2',
          type: 'correction',
          source: 'retraction-watch',
          updated: { 'date-parts': [[2004, 3, 6]], 'date-time': '2004-03-06T00:00:00Z' },
        },
        {
          DOI: '10.1016/s0140-6736(10)60175-4',
          type: 'retraction',
          source: 'retraction-watch',
          updated: { 'date-parts': [[2010, 2, 6]] },
        },
        { DOI: '10.1038/x', type: 'addendum', source: 'publisher' },
      ],
    });
    expect(notices).toEqual([
      {
        kind: 'correction',
        doi: '10.1016/s0140-6736(04)15715-2',
        date: '2004-03-06',
        source: 'retraction-watch',
      },
      {
        kind: 'retraction',
        doi: '10.1016/s0140-6736(10)60175-4',
        date: '2010-02-06',
        source: 'retraction-watch',
      },
    ]);
  });

  it('reads an in-place notice from update-to but not a notice about another work', () => {
    expect(
      editorialNotices({
        DOI: '10.1/A',
        'update-to': [
          {
            DOI: '10.1/a',
            type: 'expression_of_concern',
            updated: { 'date-time': '2021-04-02T00:00:00Z' },
          },
        ],
      }),
    ).toEqual([{ kind: 'expression_of_concern', doi: '10.1/a', date: '2021-04-02', source: null }]);
    expect(
      editorialNotices({
        DOI: '10.1/notice',
        'update-to': [{ DOI: '10.1/original', type: 'retraction' }],
      }),
    ).toEqual([]);
  });

  it('reads a notice named only by its label, dated by an ISO string', () => {
    expect(
      editorialNotices({
        DOI: '10.1/b',
        'updated-by': [{ DOI: '10.1/n', label: 'Expression of Concern', updated: '2025-01-02' }],
      }),
    ).toEqual([{ kind: 'expression_of_concern', doi: '10.1/n', date: '2025-01-02', source: null }]);
  });

  it('reads nothing from a work without notices or from something that is not a work', () => {
    expect(editorialNotices({ DOI: '10.1/x', 'updated-by': [] })).toEqual([]);
    expect(editorialNotices(null)).toEqual([]);
  });
});
