import lighthouse, { type Config, type Result } from 'lighthouse';

/** Lighthouse's own categories this project reads. */
export type CategoryId = 'performance' | 'accessibility' | 'best-practices';

/** Bytes sent over the wire for one kind of resource, as Lighthouse's network log counts them. */
export interface SentBytes {
  script: number;
  stylesheet: number;
  image: number;
  font: number;
  total: number;
}

export interface PageAudit {
  /** 0–100 per category asked for. */
  scores: Partial<Record<CategoryId, number>>;
  /** "category: audit title (detail)" for each audit of those categories that did not pass. */
  failures: string[];
  sent: SentBytes;
  /** Text responses of 4 KB or more that went out without compression (URL and size). */
  uncompressed: string[];
  /** Performance figures, when the performance category ran. */
  lcpMs?: number;
  tbtMs?: number;
  /** Main-thread work as Lighthouse counts it (its trace's tasks, times its CPU slowdown). */
  mainThreadMs?: number;
  /** Lighthouse's measure of this machine's CPU, taken before the run (higher is faster). */
  benchmarkIndex?: number;
}

interface NetworkItem {
  url: string;
  transferSize: number;
  resourceSize: number;
  resourceType?: string;
  mimeType?: string;
  statusCode: number;
}

const TEXT_TYPES = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/u;
/** Below this, a compressed body plus headers may not beat the raw one. */
const COMPRESSIBLE_BYTES = 4096;

/**
 * One Lighthouse run (mobile preset: Lighthouse's default form factor and simulated throttling) of
 * `url` in the Chromium on DevTools port `port`; storage is reset but cookies are kept.
 */
export async function auditPage(
  url: string,
  port: number,
  categories: CategoryId[],
): Promise<PageAudit> {
  const config: Config = {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: categories,
      onlyAudits: ['network-requests'],
      // A shared CI machine: wait longer than Lighthouse's 30 s / 45 s before calling a page blank.
      maxWaitForFcp: 90_000,
      maxWaitForLoad: 120_000,
    },
  };
  const result = await lighthouse(url, { port, logLevel: 'error', output: 'json' }, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items;
  if (!items) throw new Error(`${url}: no network log`);
  return {
    scores: Object.fromEntries(
      categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    failures: categories.flatMap((id) => failedAudits(lhr, id)),
    sent: sentBytes(items),
    uncompressed: items
      .filter(
        (item) =>
          TEXT_TYPES.test(item.mimeType ?? '') &&
          item.resourceSize >= COMPRESSIBLE_BYTES &&
          item.transferSize >= item.resourceSize * 0.9,
      )
      .map((item) => `${item.url} (${item.resourceSize} B as ${item.transferSize} B)`),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue,
    mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function sentBytes(items: NetworkItem[]): SentBytes {
  const sum = (type?: string) =>
    items
      .filter((item) => type === undefined || item.resourceType === type)
      .reduce((total, item) => total + item.transferSize, 0);
  return {
    script: sum('Script'),
    stylesheet: sum('Stylesheet'),
    image: sum('Image'),
    font: sum('Font'),
    total: sum(),
  };
}

/** The scored audits of a category that fell short, with the first offending items. */
function failedAudits(lhr: Result, categoryId: CategoryId): string[] {
  if (categoryId === 'performance') return []; // timings: reported by the bench, never asserted
  const category = lhr.categories[categoryId];
  if (!category) return [`${categoryId}: not run`];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
      const detail = items
        .slice(0, 3)
        .map((item) => JSON.stringify(item).slice(0, 300))
        .join(' | ');
      return `${categoryId}: ${audit.title}${detail ? ` (${detail})` : ''}`;
    });
}
