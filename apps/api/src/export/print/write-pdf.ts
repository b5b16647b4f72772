import type { ExportEventListener } from '../export-progress.ts';
import type { Manuscript } from '../manuscript.ts';
import { interiorSource } from './interior-source.ts';
import { manuscriptSource } from './manuscript-source.ts';
import { manuscriptWords } from './manuscript-words.ts';
import { estimatePages, gutterFor } from './page-geometry.ts';
import type { PdfSettings } from './pdf-settings.ts';
import {
  compileTypst,
  typesetBook,
  type CompiledPdf,
  type TypsetSource,
} from './typst-compiler.ts';
import { figureFiles } from './typst-figure.ts';

/** The most lines a page is run short by to end a widow; past that the widow is left as it falls. */
const MOST_SHORTENED = 4;

/** Paragraph ids with their chapter (the opener count before them), as `widow-report` gives them. */
const widowedParagraphs = (typeset: TypsetSource) =>
  (typeset.labelled('widowed')[0] as [id: number, chapter: number][] | undefined) ?? [];

/**
 * Typesets the interior with one gutter, then ends its widows: Typst moves a paragraph's last line
 * alone to the next page when the note it carries does not fit, whatever the widow cost. The first
 * such paragraph of each chapter gets a blank one line taller at the foot of the page it starts on,
 * pass after pass, until the line before the widow goes over with it (a page a line short, as a
 * typesetter makes it). One per chapter a pass: shortening a page moves everything after it in its
 * chapter, and a chapter opens on a new page, so chapters are independent.
 */
function typesetWithoutWidows(compile: (shortened: Record<number, number>) => TypsetSource) {
  const shortened: Record<number, number> = {};
  let typeset = compile(shortened);
  for (;;) {
    const chapters = new Set<number>();
    const firsts = widowedParagraphs(typeset).filter(
      ([id, chapter]) =>
        (shortened[id] ?? 0) < MOST_SHORTENED && !chapters.has(chapter) && chapters.add(chapter),
    );
    if (firsts.length === 0) return typeset;
    for (const [id] of firsts) shortened[id] = (shortened[id] ?? 0) + 1;
    typeset = compile(shortened);
  }
}

/**
 * A print interior: its gutter depends on its page count, so it is set from an estimate and set
 * again when the typeset book lands in another tier (where a wider gutter tips it back over a
 * boundary, the wider one is kept: a printer refuses too narrow a gutter, never too wide).
 */
function writeInterior(
  manuscript: Manuscript,
  settings: PdfSettings,
  date: Date,
  onEvent?: ExportEventListener,
): CompiledPdf {
  return typesetBook(figureFiles(manuscript), (typeset) => {
    // Each compile is a pass the export reports: the first, a widow pass, or a gutter's first.
    let pass = 0;
    let reason: 'first' | 'widows' | 'gutter' = 'first';
    const interior = (gutter: number) =>
      typesetWithoutWidows((shortened) => {
        const source = interiorSource(
          manuscript,
          settings,
          gutter,
          date.getUTCFullYear(),
          shortened,
        );
        onEvent?.({ step: 'typesetting', pass: ++pass, reason });
        reason = 'widows';
        return typeset(source);
      });
    const words = manuscriptWords(manuscript);
    let gutter = gutterFor(
      estimatePages(words, settings.trim, settings.size, manuscript.chapters.length),
    );
    onEvent?.({ step: 'source' });
    let book = interior(gutter);
    if (gutterFor(book.pages) !== gutter) {
      gutter = gutterFor(book.pages);
      reason = 'gutter';
      book = interior(gutter);
      if (gutterFor(book.pages) > gutter) {
        reason = 'gutter';
        book = interior(gutterFor(book.pages));
      }
    }
    onEvent?.({ step: 'pdf' });
    return { pdf: book.pdf(seconds(date)), pages: book.pages };
  });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The book as a PDF: a typeset print interior, or a standard manuscript; `onEvent` hears the
 * source written, each typesetting pass and the PDF written (an export job's progress).
 */
export function writePdf(
  manuscript: Manuscript,
  settings: PdfSettings,
  date: Date,
  onEvent?: ExportEventListener,
): CompiledPdf {
  if (settings.layout === 'manuscript') {
    onEvent?.({ step: 'source' });
    const source = manuscriptSource(manuscript, settings, manuscriptWords(manuscript));
    onEvent?.({ step: 'typesetting', pass: 1, reason: 'first' });
    return compileTypst(source, seconds(date), figureFiles(manuscript), () =>
      onEvent?.({ step: 'pdf' }),
    );
  }
  return writeInterior(manuscript, settings, date, onEvent);
}
