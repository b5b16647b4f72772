import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
beforeEach(async () => {
  api = await t.caller();
});

describe('draft analysis with the offline engine', () => {
  it("analyses the book's plan into aiAnalysisLog, naming the engine first", async () => {
    const { id } = await api.books.create({ title: 'PTO in Palestine', targetWordCount: 60_000 });
    await api.books.update({ id, targetChapterCount: 4, genre: 'Mainstream Critique' });
    await api.chapters.create({ bookId: id, title: 'Introduction' });
    await api.chapters.create({ bookId: id, title: 'The Ledger' });
    const book = await api.books.analyzeDraft({ id });
    expect(book.aiAnalysisLog).toMatch(
      /^Engine: Offline rules\n\nStructural analysis of "PTO in Palestine"/,
    );
    expect(book.aiAnalysisLog).toContain('Chapters listed: 2');
    expect(book.aiAnalysisLog).toContain(
      'The plan targets 4 chapters but lists 2: 2 chapters still to outline.',
    );
    expect(book.aiAnalysisLog).toContain('- milestones');
    expect((await api.books.get({ id })).aiAnalysisLog).toBe(book.aiAnalysisLog);
  });

  it('answers the REST path without a body, and 404 for a missing book', async () => {
    const { id } = await api.books.create({ title: 'Ledger' });
    const cookie = await t.signIn();
    const ok = await t.request(`/api/books/${id}/draft-analysis`, { method: 'POST', cookie });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { aiAnalysisLog: string }).aiAnalysisLog).toContain('Ledger');
    const missing = await t.request('/api/books/999999/draft-analysis', { method: 'POST', cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Book not found' });
  });
});
