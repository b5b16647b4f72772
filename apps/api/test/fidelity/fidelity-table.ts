import { CATEGORIES, type Category, type Tally } from './inventory.ts';
import { STAGES, type FidelityResult } from './round-trip.ts';

const LABELS: Record<Category, string> = {
  headings: 'headings',
  footnotes: 'footnotes',
  quotes: 'quotes',
  listItems: 'list items',
  italics: 'italics',
  bold: 'bold',
};

const tally = ({ kept, total }: Tally) => (total === 0 ? '–' : `${kept}/${total}`);
const percent = ({ kept, total }: Tally) =>
  total === 0 ? '–' : `${((kept / total) * 100).toFixed(1)}%`;

const sample = (words: string[]) =>
  words.length === 0 ? 'none' : words.slice(0, 16).join(' ') + (words.length > 16 ? ' …' : '');

/** One manuscript's figures: a row per stage, a column per thing counted. */
export function fidelityTable(result: FidelityResult): string {
  const header = ['stage', 'words', 'extra', ...CATEGORIES.map((c) => LABELS[c])];
  const rows = STAGES.map((stage) => {
    const comparison = result.stages[stage];
    return [
      stage === 'stored' ? 'stored' : `.${stage}`,
      `${tally(comparison.words)} (${percent(comparison.words)})`,
      String(comparison.extraWords),
      ...CATEGORIES.map((category) => tally(comparison.categories[category])),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  const { errors, warnings } = result.epubcheck;
  return [
    `${result.manuscript.file}: ${result.manuscript.madeBy}`,
    `  imported in ${result.importMs.toFixed(0)} ms as ${result.chapterTitles.length} chapters: ${result.chapterTitles.join(' | ')}`,
    ...[header, ...rows].map((cells) => `  ${line(cells)}`),
    `  .docx words outside notes by mammoth: ${tally(result.mammothWords)}; epubcheck: ${errors} errors, ${warnings} warnings`,
    `  stored, words lost: ${sample(result.stages.stored.missing)}; added: ${sample(result.stages.stored.added)}`,
  ].join('\n');
}
