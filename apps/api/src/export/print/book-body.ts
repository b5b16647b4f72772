import type { Inline, Manuscript } from '../manuscript.ts';
import { blocksSource, notedParagraphCounter } from './typst-blocks.ts';
import { inlinesSource } from './typst-inlines.ts';
import { typstString } from './typst-literal.ts';

/** The book's entries (APA 7 by citeproc, italics kept), each set with a hanging indent. */
function referencesSource(entries: readonly Inline[][]): string {
  return entries.map((entry) => `#reference-entry[${inlinesSource(entry)}]\n\n`).join('');
}

function openerSource(label: string | null, title: string, entry: string, first: boolean) {
  const labelSource = label ? typstString(label) : 'none';
  return `#chapter-opener(${labelSource}, ${typstString(title)}, ${typstString(entry)}, first: ${first})\n\n`;
}

/**
 * The chapters and the book's reference list as calls of the layout's functions
 * (`chapter-opener`, `chapter-end`, `subhead`, `reference-entry` and the blocks'): both PDF
 * layouts set the same body, each with its own preamble. The first opener restarts the folios.
 */
export function bookBodySource(manuscript: Manuscript): string {
  const parts: string[] = [];
  const noted = notedParagraphCounter();
  manuscript.chapters.forEach((chapter, index) => {
    parts.push(openerSource(chapter.label, chapter.title, chapter.heading, index === 0));
    parts.push(blocksSource(chapter.blocks, manuscript.images, noted));
    if (chapter.references.length > 0) {
      parts.push(`#subhead(1)[#${typstString(manuscript.referencesHeading)}]\n\n`);
      parts.push(referencesSource(chapter.references));
    }
    parts.push('#chapter-end()\n\n');
  });
  if (manuscript.references.length > 0) {
    const heading = manuscript.referencesHeading;
    parts.push(openerSource(null, heading, heading, manuscript.chapters.length === 0));
    parts.push(referencesSource(manuscript.references), '#chapter-end()\n');
  }
  return parts.join('');
}
