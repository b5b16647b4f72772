import { describe, expect, it } from 'vitest';
import { exportWarnings } from './export-readiness.ts';

const chapter = (title: string, status: string, eeatScore: number | null) => ({
  title,
  status,
  eeatScore,
});

describe('exportWarnings', () => {
  const chapters = [
    chapter('Introduction', 'completed', 93),
    chapter('The Meeting', 'draft', null),
    chapter('Epilogue', 'completed', null),
  ];

  it('names unscored chapters and counts unverified citations', () => {
    expect(
      exportWarnings(
        chapters,
        [{ validationStatus: 'verified' }, { validationStatus: 'pending' }],
        'all',
      ),
    ).toEqual(['2 chapters not scored: The Meeting, Epilogue', '1 citation not verified']);
  });

  it('looks only at the chapters exported, and says which are left out', () => {
    expect(exportWarnings(chapters, [], 'completed')).toEqual([
      '1 chapter not scored: Epilogue',
      '1 chapter not completed, left out',
    ]);
  });

  it('is empty when everything is scored and verified', () => {
    expect(
      exportWarnings([chapter('A', 'completed', 95)], [{ validationStatus: 'verified' }], 'all'),
    ).toEqual([]);
  });
});
