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
    expect(exportWarnings(chapters, { total: 5, verified: 2 }, 'all')).toEqual([
      '2 chapters not scored: The Meeting, Epilogue',
      '3 citations not verified',
    ]);
  });

  it('looks only at the chapters exported, and says which are left out', () => {
    expect(exportWarnings(chapters, { total: 0, verified: 0 }, 'completed')).toEqual([
      '1 chapter not scored: Epilogue',
      '1 chapter not completed, left out',
    ]);
  });

  it('is empty when everything is scored and verified', () => {
    expect(
      exportWarnings([chapter('A', 'completed', 95)], { total: 3, verified: 3 }, 'all'),
    ).toEqual([]);
  });
});
