import { EeatLogEntity } from '@receipts/db';
import { EEAT_CRITERIA } from '@receipts/domain/ai';
import { chapterHtml, FIXTURE_CHAPTERS } from '@receipts/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScriptedModelApp, type Responder } from '../../../../test/scripted-model-app.ts';
import { replyJson } from '../../../../test/stand-in-server.ts';
import type { TestApp } from '../../../../test/test-app.ts';

/*
 * An OpenAI-compatible server (OpenAI, Ollama, LM Studio, llama.cpp, vLLM) through the whole app,
 * against a stand-in on 127.0.0.1 speaking Chat Completions' wire format: POST /v1/chat/completions
 * answered with {choices:[{message:{content}}]}, failures as {error:{message,type,code}}, and a
 * server without JSON Schema support that answers 400 to `response_format: json_schema`.
 */

const MODEL = 'llama-test';
const model = useScriptedModelApp({
  environment: (url) => ({
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: `${url}/v1`,
    OPENAI_MODEL: MODEL,
  }),
  unscripted: (_request, res) =>
    replyJson(res, 500, { error: { message: 'no script', type: 'server_error' } }),
});
const t = model.app;
let api: Awaited<ReturnType<TestApp['caller']>>;
let bookId: number;
beforeEach(async () => {
  api = await t.caller();
  bookId = (await api.books.create({ title: 'Ledger' })).id;
});

const completion =
  (content: unknown): Responder =>
  (_req, res) =>
    replyJson(res, 200, {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_764_000_000,
      model: MODEL,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: typeof content === 'string' ? content : JSON.stringify(content),
          },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
const failure =
  (code: number, message: string): Responder =>
  (_req, res) =>
    replyJson(res, code, { error: { message, type: 'invalid_request_error', code: null } });
const silent: Responder = () => {};

const scoreReply = (points: number) => ({
  criteria: EEAT_CRITERIA.map((c) => ({
    id: c.id,
    points: Math.min(points, c.max),
    evidence: `Model evidence for ${c.label}`,
    advice: `Model advice for ${c.label}`,
  })),
  violations: [],
});

const addChapter = async () =>
  api.chapters.create({
    bookId,
    title: 'Housing',
    content: chapterHtml(FIXTURE_CHAPTERS.systemicCritique),
  });
const logs = () => t.db.orm.em.fork().find(EeatLogEntity, {});
const bodyOf = (index: number) => JSON.parse(model.requests[index]!.body);

describe('an OpenAI-compatible server scoring a chapter', () => {
  it('asks Chat Completions for JSON by schema, without a key, and stores the score as its own', async () => {
    model.script = [completion(scoreReply(5))];
    const { id } = await addChapter();
    expect((await api.chapters.scoreEeat({ id })).score).toBe(40);
    const [request] = model.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBeUndefined();
    const body = bodyOf(0);
    expect(body.model).toBe(MODEL);
    expect(body.temperature).toBe(0);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.schema.required).toEqual(['criteria', 'violations']);
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain('Use versus mention');
    expect(body.messages[1].content).toContain('The Israeli government has expanded settlements');
    const [entry] = await logs();
    expect(entry).toMatchObject({ engine: 'openai', score: 40 });
    expect(entry!.feedback).toContain('Model evidence for Receipts density');
  });

  it('asks again in JSON mode, schema in the instructions, when the server refuses JSON Schema; and remembers', async () => {
    model.script = [
      failure(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported"),
      completion(scoreReply(5)),
    ];
    const { id } = await addChapter();
    expect((await api.chapters.scoreEeat({ id })).score).toBe(40);
    expect(model.requests).toHaveLength(2);
    expect(bodyOf(1).response_format).toEqual({ type: 'json_object' });
    expect(bodyOf(1).messages[0].content).toContain('"required":["criteria","violations"]');
    await api.chapters.scoreEeat({ id });
    expect(model.requests).toHaveLength(3);
    expect(bodyOf(2).response_format).toEqual({ type: 'json_object' });
  });

  it('asks once more, saying what was wrong, when the reply is not JSON', async () => {
    model.script = [completion('Sure! Here is the score: 40'), completion(scoreReply(5))];
    const { id } = await addChapter();
    expect((await api.chapters.scoreEeat({ id })).score).toBe(40);
    expect(model.requests).toHaveLength(2);
    expect(bodyOf(1).messages.at(-1).content).toContain('Your previous reply was not JSON');
  });

  it('gives up after the second reply of the wrong shape, storing nothing', async () => {
    model.script = [completion({ criteria: [] }), completion({ score: 99 })];
    const { id } = await addChapter();
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'The OpenAI-compatible server sent a reply that does not match the requested format',
    });
    expect(model.requests).toHaveLength(2);
    expect(await logs()).toEqual([]);
  });

  it('retries a 429 and a 503 with backoff, then succeeds', async () => {
    model.script = [
      failure(429, 'Rate limit reached'),
      failure(503, 'overloaded'),
      completion(scoreReply(5)),
    ];
    const { id } = await addChapter();
    expect((await api.chapters.scoreEeat({ id })).score).toBe(40);
    expect(model.requests).toHaveLength(3);
  });

  it('says the server is busy after the retries, over REST, storing nothing', async () => {
    model.script = [failure(503, 'overloaded')];
    const { id } = await addChapter();
    const response = await t.request(`/api/chapters/${id}/score-eeat`, {
      method: 'POST',
      cookie: await t.signIn(),
      json: {},
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message:
        'The OpenAI-compatible server is busy right now (status 503). Please try again shortly.',
    });
    expect(model.requests).toHaveLength(3);
    expect((await api.chapters.get({ id })).eeatScore).toBeNull();
  });

  it('does not retry a 404 (a model the server does not have), and says it refused', async () => {
    model.script = [failure(404, `model '${MODEL}' not found`)];
    const { id } = await addChapter();
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'The OpenAI-compatible server refused the request (status 404)',
    });
    expect(model.requests).toHaveLength(1);
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    model.script = [silent];
    const { id } = await addChapter();
    await expect(api.chapters.scoreEeat({ id })).rejects.toMatchObject({
      message: 'The OpenAI-compatible server did not answer within 1.5 s',
    });
  });
});

describe('formatting and draft analysis through an OpenAI-compatible server', () => {
  it('formats a chapter through the editor schema and lists the changes', async () => {
    const { id } = await api.chapters.create({
      bookId,
      title: 'Quotes',
      content: '<p>He said "no" -- twice.</p>',
    });
    model.script = [
      completion({ html: '<p>He said “no” — twice.</p>', changesApplied: ['Curly quotes: 2'] }),
    ];
    const result = await api.chapters.format({ id });
    expect(result.changesApplied).toEqual(['Curly quotes: 2']);
    expect(result.chapter.content).toBe('<p>He said “no” — twice.</p>');
  });

  it('writes the draft analysis under its own name', async () => {
    model.script = [
      completion({
        structure: ['A title and three chapters'],
        chapterPlan: [],
        milestones: [],
        gaps: ['No deadline'],
        risks: [],
      }),
    ];
    const book = await api.books.analyzeDraft({ id: bookId });
    expect(book.aiAnalysisLog).toMatch(/^Engine: OpenAI-compatible\n\nDraft analysis of "Ledger"/);
    expect(book.aiAnalysisLog).toContain('- No deadline');
  });
});

describe('choosing the engine on the Settings page', () => {
  it('keeps a key server-side, sends it as a bearer token, and never shows it', async () => {
    const key = 'sk-test-never-shown';
    const saved = await api.settings.ai.update({
      provider: 'openai',
      baseUrl: `${model.url}/v1`,
      model: 'other-model',
      apiKey: key,
    });
    expect(saved).toEqual({
      provider: 'openai',
      source: 'settings',
      baseUrl: `${model.url}/v1`,
      model: 'other-model',
      hasKey: true,
    });
    const read = await t.request('/api/settings/ai', { cookie: await t.signIn() });
    expect(await read.text()).not.toContain(key);

    model.script = [failure(401, 'Incorrect API key provided')];
    const logged: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => logged.push(...args));
    const { id } = await addChapter();
    const response = await t
      .request(`/api/chapters/${id}/score-eeat`, {
        method: 'POST',
        cookie: await t.signIn(),
        json: {},
      })
      .finally(() => spy.mockRestore());
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain(key);
    expect(logged.map(String).join(' ')).not.toContain(key);
    expect(model.requests[0]!.headers.authorization).toBe(`Bearer ${key}`);
    expect(bodyOf(0).model).toBe('other-model');

    // A later save without a key keeps it; null removes it.
    await api.settings.ai.update({
      provider: 'openai',
      baseUrl: `${model.url}/v1`,
      model: 'm2',
    });
    expect((await api.settings.ai.get()).hasKey).toBe(true);
    await api.settings.ai.update({
      provider: 'openai',
      baseUrl: `${model.url}/v1`,
      model: 'm2',
      apiKey: null,
    });
    expect((await api.settings.ai.get()).hasKey).toBe(false);
  });

  it('switches every AI feature to the offline engine, and back to the environment on reset', async () => {
    await api.settings.ai.update({ provider: 'offline' });
    const { id } = await addChapter();
    await api.chapters.scoreEeat({ id });
    expect(model.requests).toHaveLength(0);
    expect((await logs())[0]).toMatchObject({ engine: 'offline' });

    expect(await api.settings.ai.reset()).toEqual({
      provider: 'openai',
      source: 'environment',
      baseUrl: `${model.url}/v1`,
      model: MODEL,
      hasKey: false,
    });
    model.script = [completion(scoreReply(5))];
    await api.chapters.scoreEeat({ id });
    expect(model.requests).toHaveLength(1);
  });

  it('refuses a choice that cannot work with a clear 400, changing nothing', async () => {
    await expect(api.settings.ai.update({ provider: 'gemini' })).rejects.toMatchObject({
      message: 'Gemini needs an API key.',
    });
    const response = await t.request('/api/settings/ai', {
      method: 'PUT',
      cookie: await t.signIn(),
      json: { provider: 'openai', baseUrl: 'localhost:11434', model: 'x' },
    });
    expect(response.status).toBe(400);
    expect((await api.settings.ai.get()).source).toBe('environment');
  });

  it('tests a connection before saving: an answer, then a failure in words', async () => {
    model.script = [completion({ ok: true })];
    const ok = await api.settings.ai.test({
      provider: 'openai',
      baseUrl: `${model.url}/v1`,
      model: MODEL,
    });
    expect(ok).toMatchObject({
      ok: true,
      provider: 'openai',
      model: MODEL,
      message: `The OpenAI-compatible server answered as asked (model ${MODEL}).`,
    });
    model.requests.length = 0;
    model.script = [failure(404, 'no such model')];
    const failed = await api.settings.ai.test({
      provider: 'openai',
      baseUrl: `${model.url}/v1`,
      model: 'missing',
    });
    expect(failed).toMatchObject({
      ok: false,
      message: 'The OpenAI-compatible server refused the request (status 404)',
    });
    expect((await api.settings.ai.get()).source).toBe('environment');
  });
});
