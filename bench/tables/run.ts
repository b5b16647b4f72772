import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureDocx, percent, whole } from './docx-kept.ts';

/**
 * pnpm bench:tables: every .docx of apps/api/test/fixtures/tables (made by LibreOffice while the
 * rules were written: in-sample) and of its held-out/ folder (made by pandoc and LibreOffice from
 * sources written after, never used to tune) through the chapter import. Words are counted against
 * pandoc's plain text of the same file (an independent reader); tables and merged cells against
 * the .docx's own XML. Prints one line per file and the files kept at 100%.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../../apps/api/test/fixtures/tables');

const docxIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.docx'))
    .sort()
    .map((name) => path.join(folder, name));

for (const [label, folder] of [
  ['in-sample (rules written on them)', fixtures],
  ['held out (made after, not tuned on)', path.join(fixtures, 'held-out')],
] as const) {
  const rows = await Promise.all(docxIn(folder).map((file) => measureDocx(file, fixtures)));
  console.log(`\n${label}:`);
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(34)} words ${row.words.join('/')} (${percent(row.words)}%)  tables ${row.tables.join('/')}  merged cells ${row.merged.join('/')}`,
    );
    if (row.missing.length) console.log(`    missing: ${row.missing.join(' ')}`);
  }
  const kept = rows.filter((row) => whole(row.words) && whole(row.tables) && whole(row.merged));
  console.log(
    `  files at 100% of words, tables and merged cells: ${kept.length} of ${rows.length}`,
  );
}
