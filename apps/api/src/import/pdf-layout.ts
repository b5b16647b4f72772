import { blocksHtml } from './pdf-block-html.ts';
import { layoutBlocks } from './pdf-blocks.ts';
import { linesOfPage } from './pdf-lines.ts';

/** One shown string of a page: its text, where its baseline starts, its size and its width. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  fontSize: number;
  width: number;
  /** As the run's font says (its name, or pdf.js's substitution). */
  bold?: boolean;
  italic?: boolean;
}

/**
 * Rebuilds a document from a PDF's text runs, page by page: lines from runs on one baseline,
 * then headings, paragraphs, lists and quotes from the lines (`pdf-blocks.ts`), as HTML for the
 * editor's sanitiser. `titlePage`: see `blocksHtml`. `linkNotes`: footnotes (at a page's foot or
 * as endnotes) become the editor's footnotes at their references; without it they stay paragraphs.
 */
export function pdfRunsToHtml(
  pages: PdfTextRun[][],
  {
    titlePage = 'keep',
    linkNotes = true,
  }: { titlePage?: 'keep' | 'drop'; linkNotes?: boolean } = {},
): string {
  const lines = pages.map((runs, page) => linesOfPage(runs, page));
  return blocksHtml(layoutBlocks(lines, { linkNotes }), titlePage);
}
