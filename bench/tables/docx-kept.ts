import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { importDocument } from '../../apps/api/src/import/import-document.ts';

/**
 * What the .docx chapter import keeps of one file: words against pandoc's plain text of the same
 * file (an independent reader), tables, merged cells and pictures against the .docx's own XML.
 * Shared by bench:tables and bench:pandoc-docx.
 */

export const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/** How many of `reference`'s words (with their repeats) `kept` holds. */
function wordsKept(reference: string[], kept: string[]): number {
  const left = new Map<string, number>();
  for (const word of kept) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of reference) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found++;
      left.set(word, count - 1);
    }
  }
  return found;
}

function missingWords(reference: string[], kept: string[]): string[] {
  const left = new Map<string, number>();
  for (const word of kept) left.set(word, (left.get(word) ?? 0) + 1);
  return reference.filter((word) => {
    const count = left.get(word) ?? 0;
    if (count === 0) return true;
    left.set(word, count - 1);
    return false;
  });
}

function mainPart(bytes: Uint8Array): string {
  const files = unzipSync(bytes);
  const rels = files['_rels/.rels'] ? strFromU8(files['_rels/.rels']) : '';
  const target =
    /Type="[^"]*\/officeDocument"[^>]*Target="\/?([^"]+)"|Target="\/?([^"]+)"[^>]*Type="[^"]*\/officeDocument"/.exec(
      rels,
    );
  const part = files[target?.[1] ?? target?.[2] ?? 'word/document.xml'];
  return part ? strFromU8(part) : '';
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** `kept` of `total`. */
export type Kept = [number, number];

export interface DocxKept {
  file: string;
  missing: string[];
  words: Kept;
  tables: Kept;
  merged: Kept;
  images: Kept;
  /** Set when the import refused the file (its message). */
  refused?: string;
  /** Set when pandoc itself cannot read the file (no word reference then: words are 0/0). */
  pandocFailed?: string;
}

/** pandoc's plain text of the file, or why pandoc could not read it. */
function pandocPlain(file: string): { text: string } | { failed: string } {
  try {
    return {
      text: execFileSync('pandoc', ['-f', 'docx', '-t', 'plain', file], {
        stdio: 'pipe',
      }).toString(),
    };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { failed: stderr || String(error) };
  }
}

/** The file through the chapter import, measured. `root` names the file relative to it. */
export async function measureDocx(file: string, root: string): Promise<DocxKept> {
  const bytes = new Uint8Array(readFileSync(file));
  const plain = pandocPlain(file);
  const reference = 'text' in plain ? words(plain.text) : [];
  const xml = mainPart(bytes);
  const expected = {
    tables: count(xml, /<w:tbl>/g),
    merged: count(xml, /<w:gridSpan w:val="[2-9]|<w:vMerge w:val="restart"/g),
    // DrawingML pictures and old VML ones.
    images: count(xml, /<pic:pic[\s>]|<v:imagedata[\s>]/g),
  };
  const row = {
    file: path.relative(root, file),
    missing: reference,
    ...('failed' in plain ? { pandocFailed: plain.failed } : {}),
  };
  let result;
  try {
    result = await importDocument({
      bytes,
      fileName: path.basename(file),
      mediaType: 'application/octet-stream',
      purpose: 'chapters',
    });
  } catch (error) {
    return {
      ...row,
      words: [0, reference.length],
      tables: [0, expected.tables],
      merged: [0, expected.merged],
      images: [0, expected.images],
      refused: error instanceof Error ? error.message : String(error),
    };
  }
  if (result.purpose !== 'chapters') throw new Error('expected chapters');
  const html = result.chapters.map((chapter) => chapter.html).join('');
  // Chapter headings go to the chapters' titles and numbers, and tables' "Table N" labels are
  // written by the editor and exports, never stored: both are counted as the reader sees them.
  // A figure's alt text is what pandoc's plain text writes for its picture, so it counts too.
  const headings = result.chapters.map(
    (chapter) => `${chapter.number === null ? '' : `Chapter ${chapter.number}`} ${chapter.title} `,
  );
  const tableCount = count(html, /<table[\s>]/g);
  const labels = Array.from({ length: tableCount }, (_, index) => `Table ${index + 1}`);
  const alts = [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((match) => match[1] ?? '');
  const imported = words(
    decodeEntities([...headings, ...labels, ...alts, html.replace(/<[^>]+>/g, ' ')].join(' ')),
  );
  return {
    ...row,
    words: [wordsKept(reference, imported), reference.length],
    missing: missingWords(reference, imported),
    tables: [tableCount, expected.tables],
    merged: [count(html, / (?:col|row)span="/g), expected.merged],
    images: [count(html, /<figure[\s>]/g), expected.images],
  };
}

export const percent = ([kept, total]: Kept) =>
  total === 0 ? '100.0' : ((kept / total) * 100).toFixed(1);

export const whole = ([kept, total]: Kept) => kept >= total;
