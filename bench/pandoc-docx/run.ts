import { readdirSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { measureDocx, percent, whole, type DocxKept } from '../tables/docx-kept.ts';

/**
 * pnpm bench:pandoc-docx <folder>: every .docx under the folder (pandoc's own test/docx, 123 files
 * made by Word, LibreOffice and Google Docs; not in this repository) through the chapter import.
 * Per file: words kept against pandoc's plain-text reading of the same file, tables and pictures
 * kept against the file's XML. Then the files at 100% of each, and of all three.
 */

const folder = process.argv[2];
if (!folder || !statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('usage: pnpm bench:pandoc-docx <folder of .docx files>');
  process.exit(2);
}
const root = path.resolve(folder);

function docxUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return docxUnder(full);
      return entry.name.endsWith('.docx') ? [full] : [];
    })
    .sort();
}

const files = docxUnder(root);
const rows: DocxKept[] = [];
// One at a time: the machine is shared, and pandoc runs beside each import.
for (const file of files) rows.push(await measureDocx(file, root));

const width = Math.max(...rows.map((row) => row.file.length), 4);
console.log(`${'file'.padEnd(width)}  words kept         tables  images`);
for (const row of rows) {
  const wordsCell = `${row.words.join('/')} (${percent(row.words)}%)`;
  console.log(
    `${row.file.padEnd(width)}  ${wordsCell.padEnd(17)}  ${row.tables.join('/').padEnd(6)}  ${row.images.join('/')}${row.refused ? `  refused: ${row.refused}` : ''}${row.pandocFailed ? `  (pandoc cannot read it: ${row.pandocFailed})` : ''}`,
  );
}
const count = (test: (row: DocxKept) => boolean) => rows.filter(test).length;
const totals = (pick: (row: DocxKept) => [number, number]) =>
  rows.reduce<[number, number]>(
    (sum, row) => [sum[0] + pick(row)[0], sum[1] + pick(row)[1]],
    [0, 0],
  );
console.log(
  `\n${rows.length} files (${count((row) => row.refused !== undefined)} refused by the import, ${count((row) => row.pandocFailed !== undefined)} unreadable to pandoc)`,
);
console.log(`files at 100% of words:  ${count((row) => whole(row.words))}`);
console.log(`files with every table:  ${count((row) => whole(row.tables))}`);
console.log(`files with every image:  ${count((row) => whole(row.images))}`);
console.log(
  `files at 100% of all three: ${count((row) => whole(row.words) && whole(row.tables) && whole(row.images))}`,
);
const [keptWords, allWords] = totals((row) => row.words);
console.log(
  `words kept in all: ${keptWords}/${allWords} (${percent([keptWords, allWords])}%); tables ${totals((row) => row.tables).join('/')}; images ${totals((row) => row.images).join('/')}`,
);
console.log(
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${cpus().length} cores`,
);
