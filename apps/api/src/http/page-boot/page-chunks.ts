import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Each page's own script files, as the web build lists them (apps/web `scripts/page-chunks.ts`). */
export type PageChunks = Readonly<Record<string, readonly string[]>>;

/** The build's `page-chunks.json`, or no pages when the build has none (an older build). */
export function readPageChunks(distDir: string): PageChunks {
  const file = path.join(distDir, 'page-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageChunks) : {};
}

/**
 * The `<link rel="modulepreload">` tags of a page's own chunks ('' for a page the build does not
 * list). Low priority: the skeleton, its heading and the stylesheet paint without them, so they
 * queue behind the stylesheet, the fonts and the entry rather than compete with the first paint.
 */
export function modulePreloads(chunks: PageChunks, page: string | null): string {
  return (page === null ? [] : (chunks[page] ?? []))
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join('');
}
