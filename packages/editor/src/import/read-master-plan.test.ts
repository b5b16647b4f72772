import { describe, expect, it } from 'vitest';
import { htmlToDoc } from '../html/html-codec.ts';
import { readMasterPlan } from './read-master-plan.ts';

const read = (html: string, fallback = 'plan') => readMasterPlan(htmlToDoc(html), fallback);
const p = (text: string) => `<p>${text}</p>`;
const b = (text: string) => `<p><strong>${text}</strong></p>`;
const ol = (items: string[]) => `<ol>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ol>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;

const MILESTONES = [
  'Outline approved',
  'First draft - 2027-03-01',
  'Citations Repaired',
  'All Chapters Uploaded',
];

describe('readMasterPlan: a plan written with headings', () => {
  const plan = read(
    '<h1>The Art of Circling Back</h1>' +
      p('A field guide to meetings that should have been emails.') +
      p('Series: Corporate Receipts, Book 2') +
      p('Genre: Mainstream Critique') +
      p('Target word count: 60,000') +
      p('Target chapters: 12') +
      '<h2>Chapters</h2>' +
      '<h3>Introduction</h3>' +
      p('Why we circle.') +
      '<h3>Chapter 1: Circling Back</h3>' +
      p('The first loop.') +
      '<h3>Chapter 2: Per My Last Email</h3>' +
      '<h3>Epilogue</h3>' +
      '<h2>Milestones</h2>' +
      ul(MILESTONES),
  );

  it('reads title, description and the stated fields', () => {
    expect(plan).toMatchObject({
      title: 'The Art of Circling Back',
      description: 'A field guide to meetings that should have been emails.',
      seriesName: 'Corporate Receipts',
      seriesNumber: 2,
      genre: 'Mainstream Critique',
      targetWordCount: 60000,
      targetChapterCount: 12,
    });
  });

  it('lists the chapters in order, without their numbers, and the milestones', () => {
    expect(plan.chapters).toEqual([
      'Introduction',
      'Circling Back',
      'Per My Last Email',
      'Epilogue',
    ]);
    expect(plan.milestones.map((m) => m.title)).toEqual([
      'Outline approved',
      'First draft',
      'Citations Repaired',
      'All Chapters Uploaded',
    ]);
    expect(plan.milestones[1]!.deadline).toBe('2027-03-01');
  });
});

describe('readMasterPlan: chapters under a "Table of Contents" heading', () => {
  const plan = read(
    '<h1>Synergy Is Not a Strategy</h1>' +
      '<h2>Overview</h2>' +
      p('Buzzwords, audited.') +
      p('With receipts.') +
      p('Genre: equal opportunity offend') +
      p('Word count: 75k') +
      '<h2>Table of Contents</h2>' +
      p('Prologue') +
      p('Chapter 1: Leverage') +
      p('Chapter 2: Bandwidth') +
      p('Chapter 3: Alignment') +
      '<h2>Milestones</h2>' +
      ol(['Draft: all chapters written', 'Review']) +
      '<h2>Notes</h2>' +
      p('Nothing to see.'),
  );

  it('reads the contents section as the chapter list', () => {
    expect(plan.chapters).toEqual(['Prologue', 'Leverage', 'Bandwidth', 'Alignment']);
  });

  it('reads the overview as description, the genre case-insensitively, and 75k words', () => {
    expect(plan.description).toBe('Buzzwords, audited.\n\nWith receipts.');
    expect(plan.genre).toBe('Equal Opportunity Offend');
    expect(plan.targetWordCount).toBe(75000);
    expect(plan.milestones).toEqual([
      { title: 'Draft', description: 'all chapters written', deadline: null },
      { title: 'Review', description: null, deadline: null },
    ]);
  });
});

describe('readMasterPlan: a plain numbered list', () => {
  const plan = read(
    p('Quiet Quitting the Empire') +
      p('A satire of workplace loyalty.') +
      p('Series: Corporate Receipts (Book Three)') +
      ol(['Onboarding', 'The Open Plan Office', 'Performance Review']) +
      p('Milestones:') +
      ol(['Outline', 'Draft']),
  );

  it('takes the first line for the title and the numbered list for chapters', () => {
    expect(plan.title).toBe('Quiet Quitting the Empire');
    expect(plan.description).toBe('A satire of workplace loyalty.');
    expect(plan.seriesName).toBe('Corporate Receipts');
    expect(plan.seriesNumber).toBe(3);
    expect(plan.chapters).toEqual(['Onboarding', 'The Open Plan Office', 'Performance Review']);
    expect(plan.milestones.map((m) => m.title)).toEqual(['Outline', 'Draft']);
  });

  it('reads lines typed as "1. …" in one paragraph (a PDF or a plain text) the same way', () => {
    const lines = read(
      '<p>Quiet Quitting<br>1. Onboarding<br>2. The Open Plan Office<br>Milestones<br>1. Outline</p>',
    );
    expect(lines.title).toBe('Quiet Quitting');
    expect(lines.chapters).toEqual(['Onboarding', 'The Open Plan Office']);
    expect(lines.milestones.map((m) => m.title)).toEqual(['Outline']);
  });
});

describe('readMasterPlan: headings that are only bold lines', () => {
  const plan = read(
    b('Title: Disruption Theatre') +
      p('Genre: Black Culture') +
      b('Synopsis') +
      p('Startups, staged.') +
      b('Chapters') +
      b('Chapter 1: The Pitch') +
      p('Notes on the pitch.') +
      b('Chapter 2: The Pivot') +
      b('Milestones') +
      p('Pitch deck done') +
      p('Launch party'),
  );

  it('reads bold lines as headings', () => {
    expect(plan.title).toBe('Disruption Theatre');
    expect(plan.genre).toBe('Black Culture');
    expect(plan.description).toBe('Startups, staged.');
    expect(plan.chapters).toEqual(['The Pitch', 'The Pivot']);
    expect(plan.milestones.map((m) => m.title)).toEqual(['Pitch deck done', 'Launch party']);
  });
});

describe('readMasterPlan: little to read', () => {
  it('falls back to the file name and leaves unknown fields null', () => {
    expect(read('', 'my-plan')).toEqual({
      title: 'my-plan',
      subtitle: null,
      authorName: null,
      deadline: null,
      isbn: null,
      description: null,
      seriesName: null,
      seriesNumber: null,
      genre: null,
      targetWordCount: null,
      targetChapterCount: null,
      chapters: [],
      milestones: [],
    });
  });

  it('ignores a genre outside the house list', () => {
    expect(read('<h1>T</h1><p>Genre: Romance</p>').genre).toBeNull();
  });
});

describe('readMasterPlan: what writers put around the plan', () => {
  it('takes the title and subtitle the document states (Word Title style, front matter) over its first heading', () => {
    const plan = readMasterPlan(
      htmlToDoc('<h2>Premise</h2><p>A premise.</p><h2>Chapters</h2><ul><li><p>One</p></li></ul>'),
      'file',
      {
        title: 'The Receipts Method',
        subtitle: 'How to Document Everything',
        authorName: 'Dana Okafor',
      },
    );
    expect(plan).toMatchObject({
      title: 'The Receipts Method',
      subtitle: 'How to Document Everything',
      authorName: 'Dana Okafor',
      description: 'A premise.',
      chapters: ['One'],
    });
  });

  it('reads Author, Deadline, ISBN, Subtitle and Series lines into fields, never into the description', () => {
    const plan = read(
      '<h1>The Receipts Method</h1>' +
        p('Subtitle: How to Document Everything') +
        p('Author: Dana Okafor') +
        p('Deadline: March 31, 2026') +
        p('ISBN: 978-1-4028-9462-6') +
        p('Series: Corporate Receipts, Book 2') +
        p('Every workplace runs on memory.') +
        p('This book teaches readers to keep receipts.'),
    );
    expect(plan).toMatchObject({
      title: 'The Receipts Method',
      subtitle: 'How to Document Everything',
      authorName: 'Dana Okafor',
      deadline: '2026-03-31',
      isbn: '978-1-4028-9462-6',
      seriesName: 'Corporate Receipts',
      seriesNumber: 2,
      description: 'Every workplace runs on memory.\n\nThis book teaches readers to keep receipts.',
    });
  });

  it('keeps paragraph breaks in the description and joins the lines of one wrapped paragraph', () => {
    const plan = read(
      '<h1>T</h1><h2>Synopsis</h2><p>Every workplace runs on memory, and memory<br>is the first thing to go.</p>' +
        p('Second paragraph.'),
    );
    expect(plan.description).toBe(
      'Every workplace runs on memory, and memory is the first thing to go.\n\nSecond paragraph.',
    );
  });

  it('reads milestone dates in the forms people write them', () => {
    const plan = read(
      '<h1>T</h1><h2>Milestones</h2>' +
        ul([
          'Outline approved: due November 15, 2025',
          'First draft complete – 15 Jan 2026',
          'Citations Repaired (by 2026-02-28)',
          '31 March 2026: All Chapters Uploaded',
          'Launch party',
        ]),
    );
    expect(plan.milestones).toEqual([
      { title: 'Outline approved', description: null, deadline: '2025-11-15' },
      { title: 'First draft complete', description: null, deadline: '2026-01-15' },
      { title: 'Citations Repaired', description: null, deadline: '2026-02-28' },
      { title: 'All Chapters Uploaded', description: null, deadline: '2026-03-31' },
      { title: 'Launch party', description: null, deadline: null },
    ]);
  });

  it('reads one line holding several dated milestones (a PDF layout joined them) as several', () => {
    const plan = read(
      '<h1>T</h1><h2>Milestones</h2>' +
        p(
          'Outline approved: due November 15, 2025 First draft complete: due 15 Jan 2026 Citations Repaired: due 2026-02-28',
        ),
    );
    expect(plan.milestones.map((m) => [m.title, m.deadline])).toEqual([
      ['Outline approved', '2025-11-15'],
      ['First draft complete', '2026-01-15'],
      ['Citations Repaired', '2026-02-28'],
    ]);
  });

  it('reads bulleted lines as list items, without their bullets', () => {
    const plan = read(
      '<h1>T</h1><h2>Chapters</h2>' + p('• Prologue') + p('• Chapter 1: Résumé Roulette'),
    );
    expect(plan.chapters).toEqual(['Prologue', 'Résumé Roulette']);
  });
});
