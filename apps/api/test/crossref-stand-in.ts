import type { ServerResponse } from 'node:http';
import { replyJson, startStandIn, type RecordedRequest } from './stand-in-server.ts';

/** A work in the stand-in's catalogue, written as Crossref's JSON will carry it. */
export interface CatalogueWork {
  DOI: string;
  title: string;
  authors: [given: string, family: string][];
  year: number;
  container?: string;
  type?: string;
  volume?: string;
  issue?: string;
  page?: string;
  abstract?: string;
  updatedBy?: { type: string; DOI: string }[];
  updateTo?: { type: string; DOI: string }[];
}

/** A work as Crossref really sent it, recorded by another project (see the domain's verdict corpus). */
export interface RecordedCatalogueWork {
  recorded: Record<string, unknown>;
}

export type Failure = 429 | 503 | 'hang' | 'malformed' | 'no-items';

type AnyWork = CatalogueWork | RecordedCatalogueWork;
const isRecorded = (work: AnyWork): work is RecordedCatalogueWork => 'recorded' in work;
const doiOf = (work: AnyWork) => String(isRecorded(work) ? work.recorded.DOI : work.DOI);

/** The words a search matches a work on: title, authors, year, container, abstract. */
function searchText(work: AnyWork): string {
  if (!isRecorded(work)) {
    return `${work.title} ${work.authors.map((a) => a.join(' ')).join(' ')} ${work.year} ${work.container ?? ''} ${work.abstract ?? ''}`;
  }
  return JSON.stringify([
    work.recorded.title,
    work.recorded.author,
    work.recorded['container-title'],
  ]);
}

/** A catalogue work as the API sends it; a recorded one exactly as recorded. */
const asCrossref = (work: AnyWork, score = 1) =>
  isRecorded(work) ? { ...work.recorded, score } : crossrefJson(work, score);

/** The work as Crossref's REST API writes it (`message` of /works/{doi}, an item of /works). */
export function crossrefJson(work: CatalogueWork, score = 1) {
  return {
    DOI: work.DOI,
    type: work.type ?? 'journal-article',
    title: [work.title],
    author: work.authors.map(([given, family], i) => ({
      given,
      family,
      sequence: i === 0 ? 'first' : 'additional',
      affiliation: [],
    })),
    issued: { 'date-parts': [[work.year]] },
    'container-title': work.container ? [work.container] : [],
    ...(work.volume ? { volume: work.volume } : {}),
    ...(work.issue ? { issue: work.issue } : {}),
    ...(work.page ? { page: work.page } : {}),
    ...(work.abstract ? { abstract: `<jats:p>${work.abstract}</jats:p>` } : {}),
    ...(work.updatedBy
      ? {
          'updated-by': work.updatedBy.map((u) => ({
            ...u,
            source: 'retraction-watch',
            updated: { 'date-parts': [[2015]] },
          })),
        }
      : {}),
    ...(work.updateTo ? { 'update-to': work.updateTo } : {}),
    publisher: 'Stand-in Press',
    URL: `https://doi.org/${work.DOI}`,
    score,
  };
}

const words = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);

/**
 * A stand-in for Crossref's REST API on 127.0.0.1 over a small catalogue. Like the real service,
 * a search answers every query with works ranked by shared words, weak matches included; a DOI it
 * does not hold is a 404 "Resource not found.". Failures can be scripted: `fail(503, 2)` answers
 * the next two requests with 503, `'hang'` never answers, `'malformed'` sends broken JSON.
 */
export async function startCrossrefStandIn(
  catalogue: readonly AnyWork[],
  options: { latencyMs?: number } = {},
) {
  const failures: Failure[] = [];
  let latencyMs = options.latencyMs ?? 0;
  let announced: Record<string, string> = {};
  const handle = async (request: RecordedRequest, res: ServerResponse) => {
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    for (const [name, value] of Object.entries(announced)) res.setHeader(name, value);
    const failure = failures.shift();
    if (failure === 'hang') return;
    if (failure === 429) return replyJson(res, 429, { status: 'error' }, { 'retry-after': '0' });
    if (failure === 503) return replyJson(res, 503, { status: 'error', message: 'down' });
    if (failure === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('{"status":"ok","message":{"items":[{"DOI":');
    }
    if (failure === 'no-items') return replyJson(res, 200, { status: 'ok', message: {} });
    const url = new URL(request.url, 'http://stand-in');
    const doi = /^\/works\/(.+)$/u.exec(url.pathname)?.[1];
    if (doi) {
      const work = catalogue.find(
        (w) => doiOf(w).toLowerCase() === decodeURIComponent(doi).toLowerCase(),
      );
      if (!work) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return void res.end('Resource not found.');
      }
      return replyJson(res, 200, {
        status: 'ok',
        'message-type': 'work',
        message: asCrossref(work),
      });
    }
    if (url.pathname !== '/works') return replyJson(res, 404, { status: 'error' });
    const query = new Set(words(url.searchParams.get('query.bibliographic') ?? ''));
    const rows = Number(url.searchParams.get('rows') ?? 20);
    const scored = catalogue
      .map((work) => {
        const shared = words(searchText(work)).filter((word) => query.has(word)).length;
        return { work, score: 1 + shared * 7.5 };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, rows);
    return replyJson(res, 200, {
      status: 'ok',
      'message-type': 'work-list',
      message: {
        'total-results': scored.length,
        items: scored.map(({ work, score }) => asCrossref(work, score)),
      },
    });
  };
  const server = await startStandIn(handle);
  return {
    ...server,
    /** The next `times` requests fail this way. */
    fail(failure: Failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    setLatency(ms: number) {
      latencyMs = ms;
    },
    /** Every reply announces this rate limit, as Crossref does (`X-Rate-Limit-Limit: 50`, `…-Interval: 1s`). */
    announceRateLimit(limit: string, interval: string) {
      announced = { 'x-rate-limit-limit': limit, 'x-rate-limit-interval': interval };
    },
    /** No scripted failures, no latency, no recorded requests. */
    reset() {
      failures.length = 0;
      latencyMs = options.latencyMs ?? 0;
      announced = {};
      server.requests.length = 0;
    },
  };
}

export type CrossrefStandIn = Awaited<ReturnType<typeof startCrossrefStandIn>>;
