import type { Manuscript } from '../manuscript.ts';
import { interiorSource } from './interior-source.ts';
import { manuscriptSource } from './manuscript-source.ts';
import { manuscriptWords } from './manuscript-words.ts';
import { estimatePages, gutterFor } from './page-geometry.ts';
import type { PdfSettings } from './pdf-settings.ts';
import { compileTypst, type CompiledPdf } from './typst-compiler.ts';
import { figureFiles } from './typst-figure.ts';

/**
 * A print interior: its gutter depends on its page count, so it is set from an estimate and set
 * again when the typeset book lands in another tier (where a wider gutter tips it back over a
 * boundary, the wider one is kept: a printer refuses too narrow a gutter, never too wide).
 */
function writeInterior(manuscript: Manuscript, settings: PdfSettings, date: Date): CompiledPdf {
  const compile = (gutter: number) =>
    compileTypst(
      interiorSource(manuscript, settings, gutter, date.getUTCFullYear()),
      seconds(date),
      figureFiles(manuscript),
    );
  const words = manuscriptWords(manuscript);
  let gutter = gutterFor(
    estimatePages(words, settings.trim, settings.size, manuscript.chapters.length),
  );
  let compiled = compile(gutter);
  const needed = gutterFor(compiled.pages);
  if (needed !== gutter) {
    gutter = needed;
    compiled = compile(gutter);
    if (gutterFor(compiled.pages) > gutter) compiled = compile(gutterFor(compiled.pages));
  }
  return compiled;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The book as a PDF: a typeset print interior, or a standard manuscript. */
export function writePdf(manuscript: Manuscript, settings: PdfSettings, date: Date): CompiledPdf {
  if (settings.layout === 'manuscript') {
    const source = manuscriptSource(manuscript, settings, manuscriptWords(manuscript));
    return compileTypst(source, seconds(date), figureFiles(manuscript));
  }
  return writeInterior(manuscript, settings, date);
}
