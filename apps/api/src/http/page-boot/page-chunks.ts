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
 * The module scripts of a page's own chunks ('' for a page the build does not list), in the
 * build's order (each after the chunks it imports), for the end of the head: after the entry's,
 * so each chunk is evaluated in a task of its own rather than all in the one that imports the
 * page's route (docs/decisions/pages-fast.md, "The entry's chunks run apart"). Low priority: the
 * skeleton, its heading and the stylesheet paint without them, so they queue behind the
 * stylesheet, the fonts and the entry rather than compete with the first paint.
 */
export function pageScripts(chunks: PageChunks, page: string | null): string {
  return (page === null ? [] : (chunks[page] ?? []))
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<script type="module" crossorigin fetchpriority="low" src="${file}"></script>`)
    .join('');
}
