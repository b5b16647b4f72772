import type { Manuscript } from '../manuscript.ts';
import { typstString } from './typst-literal.ts';

/** The copyright page's lines: © year and author, rights, ISBN and edition when set. */
function copyrightLines(manuscript: Manuscript, year: number): string[] {
  const holder = manuscript.author ? ` ${manuscript.author}` : '';
  return [
    `Copyright © ${year}${holder}`,
    'All rights reserved.',
    ...(manuscript.isbn ? [`ISBN ${manuscript.isbn}`] : []),
    ...(manuscript.edition ? [manuscript.edition] : []),
  ];
}

/**
 * Half title, title page, copyright page, the dedication (when the book has one) and contents, each
 * opening on a recto as in a printed book. The contents list the chapter openers with the folios Typst gives them.
 */
export function frontMatterSource(manuscript: Manuscript, year: number): string {
  const title = typstString(manuscript.title);
  const subtitle = manuscript.subtitle ? typstString(manuscript.subtitle) : 'none';
  const author = manuscript.author ? typstString(manuscript.author) : 'none';
  const copyright = copyrightLines(manuscript, year).map(typstString).join(', ');
  return [
    `#half-title(${title})`,
    `#title-page(${title}, ${subtitle}, ${author})`,
    `#copyright-page((${copyright},))`,
    ...(manuscript.dedication ? [`#dedication(${typstString(manuscript.dedication)})`] : []),
    `#contents(${typstString(manuscript.contentsHeading)})`,
    '',
  ].join('\n');
}
