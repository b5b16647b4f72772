import { describe, expect, it } from 'vitest';
import { milestoneCreateInput, milestoneUpdateInput } from './milestone.ts';

describe('milestone inputs', () => {
  it('creates with a valid deadline or none', () => {
    expect(milestoneCreateInput.parse({ bookId: 1, title: 'Cover' })).toMatchObject({
      title: 'Cover',
    });
    expect(
      milestoneCreateInput.parse({ bookId: 1, title: 'Cover', deadline: '2026-06-01' }).deadline,
    ).toBe('2026-06-01');
    expect(
      milestoneCreateInput.safeParse({ bookId: 1, title: 'Cover', deadline: '2026-06-31' }).success,
    ).toBe(false);
  });

  it('updates completed only with a boolean', () => {
    expect(milestoneUpdateInput.parse({ id: 1, completed: true }).completed).toBe(true);
    const result = milestoneUpdateInput.safeParse({ id: 1, completed: 'yes' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['completed must be true or false']);
  });

  it('edits title, description and deadline; blank clears, absent leaves alone', () => {
    expect(
      milestoneUpdateInput.parse({ id: 1, title: ' Cover ', description: '', deadline: '' }),
    ).toEqual({ id: 1, title: 'Cover', description: null, deadline: null });
    expect(milestoneUpdateInput.parse({ id: 1, deadline: '2026-12-01' })).toEqual({
      id: 1,
      deadline: '2026-12-01',
    });
    expect(milestoneUpdateInput.safeParse({ id: 1, title: '  ' }).success).toBe(false);
    expect(milestoneUpdateInput.safeParse({ id: 1, deadline: '2026-02-30' }).success).toBe(false);
  });

  it('refuses an update that changes nothing', () => {
    expect(milestoneUpdateInput.safeParse({ id: 1 }).success).toBe(false);
  });
});
