import { ChapterRevisionEntity, EeatLogEntity } from '@receipts/db';
import { EEAT_CRITERIA } from '@receipts/domain/ai';
import { chapterHtml, FIXTURE_CHAPTERS } from '@receipts/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScriptedModelApp, type Responder } from '../../../../test/scripted-model-app.ts';
import { replyJson } from '../../../../test/stand-in-server.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/*
 * The Gemini engine through the whole app, against a stand-in for Google's API on 127.0.0.1 that
 * speaks generateContent's wire format: POST /v1beta/models/{model}:generateContent, answered with
 * {candidates:[{content:{parts:[{text}]}}]}, and failures as Google sends them.
 */

const API_KEY = 'test-key-never-shown';
const MODEL = 'gemini-test';
const model = useScriptedModelApp({
  environment: (url) => ({ GEMINI_API_KEY: API_KEY, GEMINI_MODEL: MODEL, GEMINI_BASE_URL: url }),
  unscripted: (_request, res) =>
    replyJson(res, 500, { error: { code: 500, message: 'no script', status: 'INTERNAL' } }),
  engine: { sectionWords: 250 },
});
const t = model.app;
let api: Awaited<ReturnType<TestApp['caller']>>;
let bookId: number;
beforeEach(async () => {
  api = await t.caller();
  bookId = (await api.books.create({ title: 'Ledger' })).id;
});

const text =
  (body: unknown): Responder =>
  (_req, res) =>
    replyJson(res, 200, {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: typeof body === 'string' ? body : JSON.stringify(body) }],
          },
        },
      ],
    });
const status =
  (code: number, name: string): Responder =>
  (_req, res) =>
    replyJson(res, code, { error: { code, message: `${name} from stand-in`, status: name } });
const silent: Responder = () => {};

type ModelViolation = { passage: string; category: string; group: string; reason: string };
const scoreReply = (points: number, violations: ModelViolation[] = []) => ({
  criteria: EEAT_CRITERIA.map((c) => ({
    id: c.id,
    points: Math.min(points, c.max),
    evidence: `Gemini evidence for ${c.label}`,
    advice: `Gemini advice for ${c.label}`,
  })),
  violations,
});

const addChapter = async (blocks = FIXTURE_CHAPTERS.wellSourced) =>
  api.chapters.create({ bookId, title: 'Housing', content: chapterHtml(blocks) });
const logs = () => t.db.orm.em.fork().find(EeatLogEntity, {});

/**
 * Starts `call` with the model's `reply` held back until the chapter has been saved again by the
 * owner (a newer version), then lets the model answer. The call's outcome is the caller's to check.
 */
async function editedWhileTheModelWorks<T>(
  reply: Responder,
  chapter: { id: number; version: number },
  call: () => Promise<T>,
): Promise<{ outcome: Promise<T> }> {
  let release: () => void = () => {};
  const edited = new Promise<void>((resolve) => (release = resolve));
  model.script = [
    async (req, res) => {
      await edited;
      await reply(req, res);
    },
  ];
  const outcome = call();
  outcome.catch(() => {}); // settled before the caller awaits it; checked there
  while (model.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
  await api.chapters.update({
    id: chapter.id,
    content: '<p>Newer words.</p>',
    baseVersion: chapter.version,
  });
  release();
  return { outcome };
}

describe('the Gemini engine scoring', () => {
  it('asks generateContent for JSON matching a schema and stores its score as Gemini’s', async () => {
    model.script = [text(scoreReply(5))];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    const result = await api.chapters.scoreEeat({ id });
    // 5 points on each of 8 criteria: 5+5+5, 5+2.5 and 5+2.5 (35 shared: 8 and 7), 5+5.
    expect(result).toEqual({
      score: 40,
      breakdown: { trustworthiness: 15, expertise: 8, authoritativeness: 7, experience: 10 },
    });
    const [request] = model.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(request!.headers['x-goog-api-key']).toBe(API_KEY);
    const body = JSON.parse(request!.body);
    expect(body.generationConfig.responseMimeType).toBe('application/json');
    expect(body.generationConfig.responseJsonSchema.required).toEqual(['criteria', 'violations']);
    // The model gets the rules' definition, categories and use/mention guidance, and answers in
    // the rules' shape of finding.
    expect(body.generationConfig.responseJsonSchema.properties.violations.items.required).toEqual([
      'passage',
      'category',
      'group',
      'reason',
    ]);
    const system = JSON.stringify(body.systemInstruction);
    for (const words of [
      'Use versus mention',
      'implicit-derogation',
      'threat-normative',
      'dehumanisation',
    ])
      expect(system).toContain(words);
    expect(body.contents[0].parts[0].text).toContain(
      'The Israeli government has expanded settlements',
    );
    const [entry] = await logs();
    expect(entry).toMatchObject({ engine: 'gemini', score: 40 });
    expect(entry!.feedback).toContain('Gemini evidence for Receipts density');
  });

  it('retries after a 429 and succeeds', async () => {
    model.script = [status(429, 'RESOURCE_EXHAUSTED'), text(scoreReply(10))];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    expect((await api.chapters.scoreEeat({ id })).score).toBeGreaterThan(0);
    expect(model.requests).toHaveLength(2);
  });

  it('gives up after retries on a 503 with a clear message, storing nothing', async () => {
    model.script = [status(503, 'UNAVAILABLE')];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    const cookie = await t.signIn();
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(...args));
    const response = await t
      .request(`/api/chapters/${id}/score-eeat`, {
        method: 'POST',
        cookie,
        json: {},
      })
      .finally(() => spy.mockRestore());
    expect(logged.map(String).join(' ')).not.toContain(API_KEY);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      message: 'Gemini is busy right now (status 503). Please try again shortly.',
    });
    expect(body).not.toContain(API_KEY);
    expect(model.requests).toHaveLength(3);
    expect((await api.chapters.get({ id })).eeatScore).toBeNull();
    expect(await logs()).toEqual([]);
  });

  it('does not retry a 400, and says Gemini refused', async () => {
    model.script = [status(400, 'INVALID_ARGUMENT')];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'Gemini refused the request (status 400)',
    });
    expect(model.requests).toHaveLength(1);
  });

  it('refuses a reply that is not JSON, without retrying', async () => {
    model.script = [text('{"criteria": [oops')];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'Gemini sent a reply that is not JSON',
    });
    expect(model.requests).toHaveLength(1);
  });

  it('refuses JSON of the wrong shape', async () => {
    model.script = [
      text({ criteria: [{ id: 'receiptsDensity', points: 'lots' }], violations: [] }),
    ];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'Gemini sent a reply that does not match the requested format',
    });
  });

  it('times out a stand-in that never answers', async () => {
    model.script = [silent];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    const started = Date.now();
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'Gemini did not answer within 1.5 s',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(model.requests).toHaveLength(1);
  });

  it('scores a long chapter in sections and combines them by words', async () => {
    model.script = [text(scoreReply(10)), text(scoreReply(0)), text(scoreReply(0))];
    const { id } = await addChapter(FIXTURE_CHAPTERS.wellSourced);
    const result = await api.chapters.scoreEeat({ id });
    expect(model.requests.length).toBeGreaterThanOrEqual(2);
    expect(model.requests[0]!.body).toContain(`section 1 of ${model.requests.length}`);
    const allTens = 10 * 8 - (10 - 5); /* transparency caps at 5 */
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(allTens);
    expect((await logs())[0]!.feedback).toContain('Section 2: Gemini evidence');
  });

  it('does not store a score of text edited while the model was scoring (409)', async () => {
    const created = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    const { outcome: scoring } = await editedWhileTheModelWorks(text(scoreReply(10)), created, () =>
      api.chapters.scoreEeat({ id: created.id }),
    );
    await expect(scoring).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The chapter changed while it was being scored. Score it again.',
    });
    expect((await api.chapters.get({ id: created.id })).eeatScore).toBeNull();
    expect(await logs()).toEqual([]);
  });

  it('scores 0 when the rule set finds group targeting the model missed, and says so', async () => {
    model.script = [text(scoreReply(10))];
    const { id } = await addChapter(FIXTURE_CHAPTERS.groupTargeting);
    expect((await api.chapters.scoreEeat({ id })).score).toBe(0);
    const { feedback } = (await logs())[0]!;
    expect(feedback).toContain('Mexicans are lazy');
    expect(feedback).toMatch(/Mexicans as a group: .*\(found by the offline rules\)/);
    expect(feedback).not.toContain('Gemini)');
  });

  it('scores 0 on a finding of the model alone, and names the model as its finder', async () => {
    const passage = 'This system has a cost for Palestinians who cannot build on their own land';
    model.script = [
      text(
        scoreReply(10, [
          {
            passage,
            category: 'implicit-derogation',
            group: 'Palestinians',
            reason: 'Stand-in reason.',
          },
        ]),
      ),
    ];
    const { id } = await addChapter(FIXTURE_CHAPTERS.systemicCritique);
    expect((await api.chapters.scoreEeat({ id })).score).toBe(0);
    expect((await logs())[0]!.feedback).toContain(
      `“${passage}”: Stand-in reason. (found by Gemini)`,
    );
  });

  it('credits both engines when the model and the rules flag the same passage', async () => {
    const passage = 'We should deport all the Mexicans and be done with it.';
    model.script = [
      text(
        scoreReply(10, [
          { passage, category: 'threat-normative', group: 'Mexicans', reason: 'A call to expel.' },
        ]),
      ),
    ];
    const { id } = await addChapter(FIXTURE_CHAPTERS.groupTargeting);
    expect((await api.chapters.scoreEeat({ id })).score).toBe(0);
    const { feedback } = (await logs())[0]!;
    expect(feedback).toContain(
      `“${passage}”: A call to expel. (found by the offline rules and Gemini)`,
    );
    expect(feedback).toMatch(/Mexicans are lazy[^\n]*\(found by the offline rules\)/);
  });
});

describe('the Gemini engine formatting', () => {
  const original =
    '<p>"Redlining" denied loans (Rothstein, 2017) -- by design.</p><p>Lenders followed (Jackson, 1985).</p>';

  it('stores the model’s formatting through the editor schema, with its list of changes', async () => {
    model.script = [
      text({
        html: '<p>\u201cRedlining\u201d denied loans (Rothstein, 2017) \u2014 by design.</p><script>x()</script><p>Lenders followed (Jackson, 1985).</p>',
        changesApplied: ['Curly quotes: 2', 'Dashes: 1'],
      }),
    ];
    const { id } = await api.chapters.create({ bookId, title: 'One', content: original });
    const result = await api.chapters.format({ id });
    expect(result.chapter.content).toBe(
      '<p>\u201cRedlining\u201d denied loans (Rothstein, 2017) \u2014 by design.</p><p>Lenders followed (Jackson, 1985).</p>',
    );
    expect(result.changesApplied).toEqual(['Curly quotes: 2', 'Dashes: 1']);
    expect(
      JSON.parse(model.requests[0]!.body).generationConfig.responseJsonSchema.required,
    ).toEqual(['html', 'changesApplied']);
  });

  it('refuses a formatted chapter that drops a citation, leaving the chapter as it was', async () => {
    model.script = [
      text({
        html: '<p>\u201cRedlining\u201d denied loans \u2014 by design.</p><p>Lenders followed (Jackson, 1985).</p>',
        changesApplied: ['Curly quotes: 2'],
      }),
    ];
    const created = await api.chapters.create({ bookId, title: 'One', content: original });
    await expect(api.chapters.format({ id: created.id })).rejects.toMatchObject({
      message:
        "Gemini's formatting was refused: it dropped or changed the citation (Rothstein, 2017)",
    });
    expect(await api.chapters.get({ id: created.id })).toMatchObject({
      content: created.content,
      version: created.version,
    });
    expect(await t.db.orm.em.fork().count(ChapterRevisionEntity, {})).toBe(0);
  });

  it('refuses to overwrite text edited while the model was formatting (409)', async () => {
    const created = await api.chapters.create({ bookId, title: 'One', content: original });
    const { outcome: formatting } = await editedWhileTheModelWorks(
      text({ html: original, changesApplied: [] }),
      created,
      () => api.chapters.format({ id: created.id }),
    );
    await expect(formatting).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The chapter changed while it was being formatted. Format it again.',
    });
    expect((await api.chapters.get({ id: created.id })).content).toBe('<p>Newer words.</p>');
  });

  it('refuses a formatted chapter that rewrites the prose', async () => {
    model.script = [
      text({
        html: '<p>Banks refused mortgages by design (Rothstein, 2017).</p><p>Lenders followed (Jackson, 1985).</p>',
        changesApplied: [],
      }),
    ];
    const { id } = await api.chapters.create({ bookId, title: 'One', content: original });
    await expect(api.chapters.format({ id })).rejects.toMatchObject({
      message: expect.stringMatching(
        /^Gemini's formatting was refused: it rewrote \d+% of the words/,
      ),
    });
  });
});

describe('the Gemini engine draft analysis', () => {
  it('writes its own analysis of the plan, under its name', async () => {
    model.script = [
      text({
        structure: ['A title and a target of 60,000 words.'],
        chapterPlan: ['Two chapters listed of four targeted.'],
        milestones: [],
        gaps: ['No milestones.'],
        risks: ['Chapter two names no system.'],
      }),
    ];
    const book = await api.books.analyzeDraft({ id: bookId });
    expect(book.aiAnalysisLog).toBe(
      [
        'Engine: Gemini',
        'Draft analysis of "Ledger"',
        'Structure found:\n- A title and a target of 60,000 words.',
        'Chapter plan against the targets:\n- Two chapters listed of four targeted.',
        'Gaps:\n- No milestones.',
        'Risks:\n- Chapter two names no system.',
      ].join('\n\n'),
    );
    expect(JSON.parse(model.requests[0]!.body).contents[0].parts[0].text).toContain(
      '"title": "Ledger"',
    );
  });

  it('keeps the previous analysis when Gemini fails', async () => {
    model.script = [text('not json')];
    await expect(api.books.analyzeDraft({ id: bookId })).rejects.toMatchObject({
      message: 'Gemini sent a reply that is not JSON',
    });
    expect((await api.books.get({ id: bookId })).aiAnalysisLog).toBeNull();
  });
});
