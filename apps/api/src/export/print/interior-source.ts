import type { Manuscript } from '../manuscript.ts';
import { bookBodySource } from './book-body.ts';
import { frontMatterSource } from './book-front-matter.ts';
import { interiorPreamble } from './interior-preamble.ts';
import type { PdfSettings } from './pdf-settings.ts';

/**
 * The whole print interior as one Typst source: preamble, front matter, chapters, references, and
 * the report of widowed paragraphs (`shortened`: those whose first page runs short in this pass).
 */
export function interiorSource(
  manuscript: Manuscript,
  settings: PdfSettings,
  gutter: number,
  year: number,
  shortened: Readonly<Record<number, number>> = {},
): string {
  const page = {
    settings,
    gutter,
    title: manuscript.title,
    author: manuscript.author,
    language: manuscript.language,
    shortened,
  };
  return [
    interiorPreamble(page),
    frontMatterSource(manuscript, year),
    bookBodySource(manuscript),
    '\n#widow-report()\n',
  ].join('');
}
