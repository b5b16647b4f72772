import { describe, expect, it } from 'vitest';
import { EMPTY_MILESTONE_FORM, toMilestoneCreateInput } from './milestone-form.ts';

describe('toMilestoneCreateInput', () => {
  it('sends the trimmed title and the filled fields', () => {
    expect(
      toMilestoneCreateInput(2, {
        title: ' First Draft ',
        description: ' All chapters ',
        deadline: '2026-06-01',
      }),
    ).toEqual({
      bookId: 2,
      title: 'First Draft',
      description: 'All chapters',
      deadline: '2026-06-01',
    });
  });

  it('sends empty description and deadline as null', () => {
    expect(toMilestoneCreateInput(2, { ...EMPTY_MILESTONE_FORM, title: 'Launch' })).toEqual({
      bookId: 2,
      title: 'Launch',
      description: null,
      deadline: null,
    });
  });
});
