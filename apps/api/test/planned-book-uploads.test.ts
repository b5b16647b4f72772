import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app.ts';
import { uploadClient, type Row } from './upload-client.ts';

const t = useTestApp();
let cookie: string;
beforeEach(async () => {
  cookie = await t.signIn();
});
const { uploadPlan, uploadChapters, get } = uploadClient(t, () => cookie);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Made by make-fixtures.sh in that folder (pandoc, LibreOffice). */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/plans/${name}`, import.meta.url)));

async function plannedBook(): Promise<number> {
  const { status, json } = await uploadPlan(fixture('plan.md'), 'plan.md');
  expect(status).toBe(201);
  return json.bookId as number;
}

describe('a manuscript title block', () => {
  it('of Markdown front matter never lands in Chapter 1 either', async () => {
    const bookId = await plannedBook();
    const { json } = await uploadChapters(
      bookId,
      '---\ntitle: The Receipts Method\nauthor: Dana Okafor\n---\n\n# Chapter 1: Résumé Roulette\n\nThree weeks.\n',
      'ch1.md',
    );
    expect(json.filled).toEqual(['Résumé Roulette']);
    const chapters = await get<Row[]>(`/api/books/${bookId}/chapters`);
    expect(chapters[1]!.content).toBe('<p>Three weeks.</p>');
  });
});

describe('chapters uploaded into a planned book', () => {
  it('fill the empty planned chapters they match, in place, instead of piling up after the Epilogue', async () => {
    const bookId = await plannedBook();
    const before = await get<Row[]>(`/api/books/${bookId}/chapters`);
    expect(before).toHaveLength(10);

    const { status, json } = await uploadChapters(bookId, fixture('manuscript.docx'), 'm.docx');
    expect(status).toBe(201);
    expect(json.filled).toEqual(['Résumé Roulette', 'The Mark of a Record', 'Circling Back']);
    expect(json.added).toEqual([]);
    expect(json.message).toBe(
      'Filled 3 planned chapters: Résumé Roulette, The Mark of a Record, Circling Back',
    );

    const chapters = await get<Row[]>(`/api/books/${bookId}/chapters`);
    expect(chapters).toHaveLength(10);
    expect(chapters.map((c) => c.id)).toEqual(before.map((c) => c.id));
    expect(chapters[1]).toMatchObject({ title: 'Résumé Roulette', orderIndex: 1, version: 2 });
    expect(chapters[1]!.content).toContain('The first résumé I ever wrote');
    // The document's title block (Word's Title and Author styles) is not chapter text.
    expect(chapters[1]!.content).not.toContain('The Receipts Method');
    expect(chapters[1]!.content).not.toContain('Dana Okafor');
    expect(chapters[2]!.content).toContain('A record is only a record');
    expect(chapters[4]!.content).toBeNull();
    const book = await get<Row>(`/api/books/${bookId}`);
    expect(book.currentWordCount).toBe(
      chapters.reduce((sum, c) => sum + (c.wordCount as number), 0),
    );
  });

  it('append what matches nothing, and never overwrite a chapter that has text', async () => {
    const bookId = await plannedBook();
    await uploadChapters(bookId, fixture('manuscript.docx'), 'm.docx');
    const again = await uploadChapters(
      bookId,
      '# Chapter 1: Résumé Roulette\n\nA second go.\n\n# Chapter 4\n\nEmails.\n\n# Afterword\n\nThanks.\n',
      'more.md',
    );
    expect(again.json.filled).toEqual(['Per My Last Email']);
    expect(again.json.added).toEqual(['Résumé Roulette', 'Afterword']);
    expect(again.json.message).toBe(
      'Filled 1 planned chapter: Per My Last Email. Added 2 chapters: Résumé Roulette, Afterword',
    );
    const chapters = await get<Row[]>(`/api/books/${bookId}/chapters`);
    expect(chapters.map((c) => c.title).slice(-3)).toEqual([
      'Epilogue',
      'Résumé Roulette',
      'Afterword',
    ]);
    expect(chapters[1]!.content).toContain('The first résumé');
    expect(chapters[4]!.content).toBe('<p>Emails.</p>');
  });
});

const PLAN_FIELDS = {
  title: 'The Receipts Method',
  authorName: 'Dana Okafor',
  deadline: '2026-03-31',
  isbn: '978-1-4028-9462-6',
  seriesName: 'Corporate Receipts',
  seriesNumber: 2,
  genre: 'Mainstream Critique',
  targetWordCount: 60000,
  description:
    'Every workplace runs on memory, and memory is the first thing to go when a meeting turns into a dispute.\n\nThis book teaches readers to keep receipts: dated, specific, and calm.',
};
const MILESTONES = [
  ['Outline approved', '2025-11-15'],
  ['First draft complete', '2026-01-15'],
  ['Citations Repaired', '2026-02-28'],
  ['All Chapters Uploaded', '2026-03-31'],
];

async function bookFrom(name: string, type = '') {
  const { status, json } = await uploadPlan(fixture(name), name, type);
  expect(status).toBe(201);
  const id = json.bookId as number;
  return {
    book: await get<Row>(`/api/books/${id}`),
    chapters: (await get<Row[]>(`/api/books/${id}/chapters`)).map((c) => c.title),
    milestones: (await get<Row[]>(`/api/books/${id}/milestones`)).map((m) => [m.title, m.deadline]),
  };
}

describe('master plans as writers write them', () => {
  it('a Word plan: the Title and Subtitle styles name the book; Author, Deadline, ISBN and Series lines fill its fields', async () => {
    const { book, chapters, milestones } = await bookFrom('plan.docx', DOCX);
    expect(book).toMatchObject({ ...PLAN_FIELDS, subtitle: 'How to Document Everything' });
    expect(book.description).not.toMatch(/Deadline|ISBN|Okafor/);
    expect(chapters).toHaveLength(10);
    expect(chapters[1]).toBe('Résumé Roulette');
    expect(milestones).toEqual(MILESTONES);
    expect(book.aiAnalysisLog).not.toContain('milestone dates');
  });

  it('a Markdown plan with YAML front matter: read as fields, not as its title', async () => {
    const { book, milestones } = await bookFrom('plan.md');
    expect(book).toMatchObject({ ...PLAN_FIELDS, subtitle: 'How to Document Everything' });
    expect(milestones).toEqual(MILESTONES);
  });

  it('a PDF plan printed by LibreOffice: each milestone stays its own, with its date', async () => {
    const { book, chapters, milestones } = await bookFrom('plan-lines.pdf', 'application/pdf');
    expect(book).toMatchObject({
      title: 'The Receipts Method',
      deadline: '2026-03-31',
      isbn: '978-1-4028-9462-6',
      description: PLAN_FIELDS.description,
    });
    expect(chapters).toEqual([
      'Prologue',
      'Résumé Roulette',
      'The Mark of a Record',
      'Circling Back',
      'Per My Last Email',
      'The Calendar Invite',
      'Minutes Matter',
      'The Paper Trail',
      'Exit Interviews',
      'Epilogue',
    ]);
    expect(milestones).toEqual(MILESTONES);
  });
});
