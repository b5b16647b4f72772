import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { importDocument } from '../../apps/api/src/import/import-document.ts';

/**
 * pnpm bench:tables: every .docx of apps/api/test/fixtures/tables (made by LibreOffice while the
 * rules were written: in-sample) and of its held-out/ folder (made by pandoc and LibreOffice from
 * sources written after, never used to tune) through the chapter import. Words are counted against
 * pandoc's plain text of the same file (an independent reader); tables and merged cells against
 * the .docx's own XML. Prints one line per file and the files kept at 100%.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../../apps/api/test/fixtures/tables');

const words = (text: string) =>
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

function mainPart(bytes: Uint8Array): string {
  const files = unzipSync(bytes);
  const rels = strFromU8(files['_rels/.rels']!);
  const target =
    /Type="[^"]*\/officeDocument"[^>]*Target="\/?([^"]+)"|Target="\/?([^"]+)"[^>]*Type="[^"]*\/officeDocument"/.exec(
      rels,
    );
  return strFromU8(files[target?.[1] ?? target?.[2] ?? 'word/document.xml']!);
}

function missingWords(reference: string[], kept: string[]): string[] {
  const left = [...kept];
  return reference.filter((word) => {
    const at = left.indexOf(word);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

interface Row {
  file: string;
  missing: string[];
  words: [number, number];
  tables: [number, number];
  merged: [number, number];
}

async function measure(file: string): Promise<Row> {
  const bytes = new Uint8Array(readFileSync(file));
  const reference = words(execFileSync('pandoc', ['-f', 'docx', '-t', 'plain', file]).toString());
  const result = await importDocument({
    bytes,
    fileName: path.basename(file),
    mediaType: 'application/octet-stream',
    purpose: 'chapters',
  });
  if (result.purpose !== 'chapters') throw new Error('expected chapters');
  const html = result.chapters.map((chapter) => chapter.html).join('');
  // Chapter headings go to the chapters' titles and numbers, and tables' "Table N" labels are
  // written by the editor and exports, never stored: both are counted as the reader sees them.
  const headings = result.chapters.map(
    (chapter) => `${chapter.number === null ? '' : `Chapter ${chapter.number}`} ${chapter.title} `,
  );
  const tableCount = count(html, /<table>/g);
  const labels = Array.from({ length: tableCount }, (_, index) => `Table ${index + 1}`);
  const imported = words(
    [...headings, ...labels, html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&')].join(' '),
  );
  const xml = mainPart(bytes);
  return {
    file: path.relative(fixtures, file),
    words: [wordsKept(reference, imported), reference.length],
    missing: missingWords(reference, imported),
    tables: [count(html, /<table>/g), count(xml, /<w:tbl>/g)],
    merged: [
      count(html, / (?:col|row)span="/g),
      count(xml, /<w:gridSpan w:val="[2-9]|<w:vMerge w:val="restart"/g),
    ],
  };
}

const docxIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.docx'))
    .sort()
    .map((name) => path.join(folder, name));

for (const [label, folder] of [
  ['in-sample (rules written on them)', fixtures],
  ['held out (made after, not tuned on)', path.join(fixtures, 'held-out')],
] as const) {
  const rows = await Promise.all(docxIn(folder).map(measure));
  console.log(`\n${label}:`);
  for (const row of rows) {
    const pct = ((row.words[0] / row.words[1]) * 100).toFixed(1);
    console.log(
      `  ${row.file.padEnd(34)} words ${row.words.join('/')} (${pct}%)  tables ${row.tables.join('/')}  merged cells ${row.merged.join('/')}`,
    );
    if (row.missing.length) console.log(`    missing: ${row.missing.join(' ')}`);
  }
  const whole = rows.filter(
    (row) =>
      row.words[0] === row.words[1] &&
      row.tables[0] === row.tables[1] &&
      row.merged[0] === row.merged[1],
  );
  console.log(
    `  files at 100% of words, tables and merged cells: ${whole.length} of ${rows.length}`,
  );
}
