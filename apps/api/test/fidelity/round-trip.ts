import mammoth from 'mammoth';
import { epubcheck, pandocJson } from '../export-tools.ts';
import {
  compareInventories,
  inventoryOf,
  tokens,
  type Comparison,
  type Tally,
} from './inventory.ts';
import { manuscriptBytes, type FidelityManuscript } from './manuscripts.ts';

/** An HTTP request to the app, signed in: the test app's in-process request or a real server's fetch. */
export type Send = (
  path: string,
  init?: { method?: string; json?: unknown; body?: FormData },
) => Promise<Response>;

export const STAGES = ['stored', 'docx', 'epub', 'md'] as const;
export type Stage = (typeof STAGES)[number];

export interface FidelityResult {
  manuscript: FidelityManuscript;
  /** The source's footnote labels (`[^drive]`), as an importer without footnotes leaves them in the text. */
  footnoteLabels: string[];
  importMs: number;
  chapterTitles: string[];
  /** The stored chapters' HTML, each with its title. */
  chapters: { title: string; content: string }[];
  stages: Record<Stage, Comparison>;
  /** Words of the .docx export as mammoth reads them: the text outside the notes, which its raw text leaves out. */
  mammothWords: Tally;
  epubcheck: { errors: number; warnings: number; output: string };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function bytesOf(response: Response, what: string): Promise<Uint8Array> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** "Messages: 0 fatals / 2 errors / 1 warnings / 0 infos", or "No errors or warnings detected". */
function epubcheckCounts(output: string) {
  const counts = /(\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/.exec(output);
  if (counts) return { errors: Number(counts[1]) + Number(counts[2]), warnings: Number(counts[3]) };
  if (/No errors or warnings detected/.test(output)) return { errors: 0, warnings: 0 };
  throw new Error(`epubcheck said neither: ${output.slice(0, 400)}`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One manuscript through the app as a writer takes it: a new book, the file uploaded as its
 * chapters, the stored chapters read, then the book exported as .docx, EPUB and Markdown; each
 * stage read back by pandoc and compared with the Markdown the file was made from.
 */
export async function roundTrip(
  send: Send,
  manuscript: FidelityManuscript,
): Promise<FidelityResult> {
  const source = manuscriptBytes(manuscript.source);
  const expected = inventoryOf(await pandocJson(source, 'markdown'));
  const footnoteLabels = [...new TextDecoder().decode(source).matchAll(/^\[\^([^\]\s]+)\]:/gm)].map(
    (match) => match[1]!.toLowerCase(),
  );
  const book = await json<{ id: number }>(
    await send('/api/books', {
      method: 'POST',
      json: { title: manuscript.title, targetWordCount: 50000, status: 'planning' },
    }),
    'create the book',
  );
  const form = new FormData();
  form.append(
    'document',
    new Blob([manuscriptBytes(manuscript.file) as BlobPart]),
    manuscript.file,
  );
  const started = performance.now();
  await json(
    await send(`/api/books/${book.id}/upload-chapters`, { method: 'POST', body: form }),
    `upload ${manuscript.file}`,
  );
  const importMs = performance.now() - started;

  const chapters = await json<{ title: string; content: string }[]>(
    await send(`/api/books/${book.id}/chapters`),
    'read the chapters',
  );
  const storedHtml = chapters
    .map((chapter) => `<h1>${escapeHtml(chapter.title)}</h1>${chapter.content}`)
    .join('');
  const exports = {} as Record<Exclude<Stage, 'stored'>, Uint8Array>;
  for (const format of ['docx', 'epub', 'md'] as const) {
    exports[format] = await bytesOf(
      await send(`/api/books/${book.id}/export?format=${format}`),
      `export ${format}`,
    );
  }
  // The readers are separate processes: epubcheck (a JVM) and pandoc run side by side.
  const checking = epubcheck(exports.epub);
  const [stored, docx, epub, md] = await Promise.all([
    pandocJson(new TextEncoder().encode(storedHtml), 'html'),
    pandocJson(exports.docx, 'docx'),
    pandocJson(exports.epub, 'epub'),
    pandocJson(exports.md, 'markdown'),
  ]);
  const read = { stored, docx, epub, md };
  const stages = {} as Record<Stage, Comparison>;
  for (const stage of STAGES)
    stages[stage] = compareInventories(expected, inventoryOf(read[stage]));

  const { value: docxText } = await mammoth.extractRawText({ buffer: Buffer.from(exports.docx) });
  const mammothWords = compareInventories(
    { ...expected, words: expected.bodyWords },
    { ...inventoryOf({ blocks: [] }), words: tokens(docxText) },
  ).words;
  const check = await checking;
  return {
    manuscript,
    footnoteLabels,
    importMs,
    chapterTitles: chapters.map((chapter) => chapter.title),
    chapters,
    stages,
    mammothWords,
    epubcheck: { ...epubcheckCounts(check.output), output: check.output },
  };
}
