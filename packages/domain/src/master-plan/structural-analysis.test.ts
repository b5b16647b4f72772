import { describe, expect, it } from 'vitest';
import type { MasterPlan } from './master-plan.ts';
import { analysePlanStructure } from './structural-analysis.ts';

const plan = (overrides: Partial<MasterPlan> = {}): MasterPlan => ({
  title: 'The Art of Circling Back',
  subtitle: null,
  authorName: null,
  deadline: null,
  isbn: null,
  description: 'A field guide to meetings that should have been emails.',
  seriesName: 'Corporate Receipts',
  seriesNumber: 2,
  genre: 'Mainstream Critique',
  targetWordCount: 60000,
  targetChapterCount: 12,
  chapters: Array.from({ length: 12 }, (_, i) => `Chapter title ${i + 1}`),
  milestones: [{ title: 'First draft', description: null, deadline: '2027-01-15' }],
  ...overrides,
});

describe('analysePlanStructure', () => {
  it('lists what the plan states', () => {
    const text = analysePlanStructure(plan());
    expect(text).toContain('Structural analysis of "The Art of Circling Back"');
    expect(text).toContain('- Series: Corporate Receipts, Book 2');
    expect(text).toContain('- Genre: Mainstream Critique');
    expect(text).toContain('- Target word count: 60,000');
    expect(text).toContain('- Chapters listed: 12');
    expect(text).toContain('Missing: nothing');
    expect(text).toContain('The chapter list matches the target of 12 chapters.');
    expect(text).toContain('about 5,000 words each: a workable chapter length');
  });

  it('lists the book fields the plan states', () => {
    const text = analysePlanStructure(
      plan({
        subtitle: 'A Field Guide',
        authorName: 'Dana Okafor',
        deadline: '2026-03-31',
        isbn: '978-1-4028-9462-6',
      }),
    );
    expect(text).toContain('- Subtitle: A Field Guide');
    expect(text).toContain('- Author: Dana Okafor');
    expect(text).toContain('- Deadline: 2026-03-31');
    expect(text).toContain('- ISBN: 978-1-4028-9462-6');
  });

  it('names what is missing', () => {
    const text = analysePlanStructure(
      plan({ description: null, genre: null, targetWordCount: null, milestones: [] }),
    );
    expect(text).toContain('- a description or synopsis');
    expect(text).toContain('- a genre from the house list');
    expect(text).toContain('- a target word count (the default of 80,000 applies)');
    expect(text).toContain('- milestones');
    expect(text).not.toContain('- a chapter list');
  });

  it('sets the chapter list against the target chapter count', () => {
    const short = analysePlanStructure(plan({ chapters: ['One', 'Two', 'Three'] }));
    expect(short).toContain('targets 12 chapters but lists 3: 9 chapters still to outline');
    const over = analysePlanStructure(plan({ targetChapterCount: 2, chapters: ['A', 'B', 'C'] }));
    expect(over).toContain('1 chapter more than the target');
    expect(over).toContain('about 20,000 words each: long chapters');
  });

  it('points out chapter titles listed twice', () => {
    const text = analysePlanStructure(plan({ chapters: ['Intro', 'Middle', 'intro'] }));
    expect(text).toContain('Chapter titles listed twice: intro');
  });
});
