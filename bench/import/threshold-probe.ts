/**
 * Parsing CPU time of a Markdown, .docx and PDF upload of SIZE_KB (default 256) each, in this thread
 * (the worker pool runs the same function): what the size above which imports run as jobs
 * (config.importJobMinBytes) rests on. `pnpm exec tsx bench/import/threshold-probe.ts` from apps/api.
 */
import { importDocument } from '../../apps/api/src/import/import-document.ts';
import { manuscriptDocx, manuscriptPdf } from './fixtures.ts';

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const md = (bytes: number) => {
  const p =
    'The committee met again on Thursday and agreed that the draft would be read once more. ';
  let s = '';
  for (let i = 0; s.length < bytes; i++) s += `# Part ${i + 1}\n\n${p.repeat(40)}\n\n`;
  return new TextEncoder().encode(s.slice(0, bytes));
};
const pdfOf = (bytes: number) => {
  let pages = 10;
  while (manuscriptPdf(pages).length < bytes) pages += 5;
  return manuscriptPdf(pages);
};
const docxOf = (bytes: number) => {
  let words = 10_000;
  while (manuscriptDocx(words, 30).length < bytes) words += 10_000;
  return manuscriptDocx(words, 30);
};
const KB = Number(process.env.SIZE_KB ?? 256) * 1024;
const files = [
  ['md', md(KB), 'a.md'],
  ['docx', docxOf(KB), 'a.docx'],
  ['pdf', pdfOf(KB), 'a.pdf'],
] as const;
for (const [name, bytes, fileName] of files) {
  await importDocument({ bytes, fileName, mediaType: '', purpose: 'chapters' });
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const before = cpu();
    await importDocument({ bytes, fileName, mediaType: '', purpose: 'chapters' });
    runs.push(cpu() - before);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `${name} ${(bytes.length / 1024).toFixed(0)} KB: CPU median ${runs[2]!.toFixed(0)} ms (min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)})`,
  );
}
