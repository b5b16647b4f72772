import { CitationEntity, EeatLogEntity } from '@receipts/db';
import { EEAT_WEIGHTS, parseBreakdown } from '@receipts/domain';
import { chapterHtml, FIXTURE_CHAPTERS } from '@receipts/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let api: Awaited<ReturnType<TestApp['caller']>>;
let bookId: number;

beforeEach(async () => {
  api = await t.caller();
  bookId = (await api.books.create({ title: 'Ledger', targetWordCount: 8000 })).id;
  await api.books.update({ id: bookId, targetChapterCount: 10 });
});

const addChapter = async (
  title: string,
  blocks: (typeof FIXTURE_CHAPTERS)[keyof typeof FIXTURE_CHAPTERS],
) => (await api.chapters.create({ bookId, title, content: chapterHtml(blocks) })).id;

const logs = () => t.db.orm.em.fork().find(EeatLogEntity, {}, { orderBy: { id: 'asc' } });

describe('score-eeat with the offline engine', () => {
  it('scores within the weights, stores the score on the chapter and a log entry naming the engine', async () => {
    const id = await addChapter('Housing', FIXTURE_CHAPTERS.wellSourced);
    const result = await api.chapters.scoreEeat({ id });
    const { breakdown } = result;
    for (const key of Object.keys(EEAT_WEIGHTS) as (keyof typeof EEAT_WEIGHTS)[]) {
      expect(breakdown[key]).toBeGreaterThanOrEqual(0);
      expect(breakdown[key]).toBeLessThanOrEqual(EEAT_WEIGHTS[key]);
    }
    expect(result.score).toBe(
      breakdown.trustworthiness +
        breakdown.expertise +
        breakdown.authoritativeness +
        breakdown.experience,
    );
    expect(result.score).toBeGreaterThan(50);
    expect((await api.chapters.get({ id })).eeatScore).toBe(result.score);
    const [entry] = await logs();
    expect(entry).toMatchObject({
      chapterId: id,
      bookId,
      chapterTitle: 'Housing',
      bookTitle: 'Ledger',
      score: result.score,
      engine: 'offline',
    });
    expect(parseBreakdown(entry!.breakdown)).toEqual(breakdown);
    expect(entry!.feedback).toContain('Receipts density');
    expect(entry!.feedback).toContain('Changes that would gain most:');
    const [listed] = await api.eeatLogs.list();
    expect(listed).toMatchObject({ engine: 'offline', feedback: entry!.feedback });
  });

  it('gives the same chapter the same score twice, and keeps both log entries', async () => {
    const id = await addChapter('Housing', FIXTURE_CHAPTERS.wellSourced);
    const first = await api.chapters.scoreEeat({ id });
    const second = await api.chapters.scoreEeat({ id });
    expect(second).toEqual(first);
    expect(await logs()).toHaveLength(2);
  });

  it('reads verified citations from the citation table', async () => {
    const id = await addChapter('Housing', FIXTURE_CHAPTERS.wellSourced);
    const before = await api.chapters.scoreEeat({ id });
    const em = t.db.orm.em.fork();
    for (let i = 0; i < 13; i++) {
      em.create(CitationEntity, {
        chapter: id,
        citationText: `Source ${i}`,
        validationStatus: 'verified',
      });
    }
    await em.flush();
    const after = await api.chapters.scoreEeat({ id });
    expect(after.score).toBeGreaterThan(before.score + 5);
  });

  it('scores a chapter targeting a group 0, quoting the passages in the feedback', async () => {
    const id = await addChapter('Bad', FIXTURE_CHAPTERS.groupTargeting);
    const result = await api.chapters.scoreEeat({ id });
    expect(result).toEqual({
      score: 0,
      breakdown: { trustworthiness: 0, expertise: 0, authoritativeness: 0, experience: 0 },
    });
    expect((await logs())[0]!.feedback).toContain(
      '“We should deport all the Mexicans and be done with it.”',
    );
  });

  it('lets cited systemic critique score above 0', async () => {
    const id = await addChapter('Settlements', FIXTURE_CHAPTERS.systemicCritique);
    expect((await api.chapters.scoreEeat({ id })).score).toBeGreaterThan(0);
  });

  it('answers the REST path with the score and breakdown', async () => {
    const id = await addChapter('Satire', FIXTURE_CHAPTERS.satireQuotingTarget);
    const cookie = await t.signIn();
    const response = await t.request(`/api/chapters/${id}/score-eeat`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { score: number; breakdown: Record<string, number> };
    expect(Object.keys(body.breakdown).sort()).toEqual([
      'authoritativeness',
      'experience',
      'expertise',
      'trustworthiness',
    ]);
    expect(body.score).toBeGreaterThan(0);
  });

  it('refuses an empty chapter with a 400 and a message, logging nothing', async () => {
    const { id } = await api.chapters.create({ bookId, title: 'Empty', content: null });
    const cookie = await t.signIn();
    const response = await t.request(`/api/chapters/${id}/score-eeat`, {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'This chapter has no text to score yet.' });
    expect(await logs()).toEqual([]);
  });

  it('is cleared by a later edit of the text, while the log keeps its history', async () => {
    const id = await addChapter('Housing', FIXTURE_CHAPTERS.wellSourced);
    await api.chapters.scoreEeat({ id });
    const { version } = await api.chapters.get({ id });
    await api.chapters.update({ id, content: '<p>New text entirely.</p>', baseVersion: version });
    expect((await api.chapters.get({ id })).eeatScore).toBeNull();
    expect(await logs()).toHaveLength(1);
  });

  it('answers 404 for a chapter that does not exist', async () => {
    await expect(api.chapters.scoreEeat({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the newest score beside a chapter', () => {
  it('is null before scoring, then the newest entry with its feedback, for this chapter only', async () => {
    const id = await addChapter('Housing', FIXTURE_CHAPTERS.wellSourced);
    const other = await addChapter('Prisons', FIXTURE_CHAPTERS.systemicCritique);
    expect(await api.chapters.latestEeat({ id })).toBeNull();
    await api.chapters.scoreEeat({ id });
    const second = await api.chapters.scoreEeat({ id });
    await api.chapters.scoreEeat({ id: other });
    const latest = await api.chapters.latestEeat({ id });
    const entries = (await logs()).filter((log) => log.chapterId === id);
    expect(latest).toMatchObject({ id: entries.at(-1)!.id, chapterId: id, score: second.score });
    expect(latest!.feedback).toContain('Changes that would gain most:');
  });

  it('answers 404 for a chapter that does not exist', async () => {
    const response = await t.request('/api/chapters/999999/eeat-latest', {
      cookie: await t.signIn(),
    });
    expect(response.status).toBe(404);
  });
});
