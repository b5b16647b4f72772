import type { Manuscript } from '../manuscript.ts';
import { bookBodySource } from './book-body.ts';
import { fontFamily } from './print-fonts.ts';
import type { PdfSettings } from './pdf-settings.ts';
import { typstString } from './typst-literal.ts';

const PAPERS = { letter: 'us-letter', a4: 'a4' } as const;

/** "about 85,000 words": to the hundred below 10,000 words, to the thousand above. */
export function roundedWordCount(words: number): string {
  const step = words < 10_000 ? 100 : 1000;
  const rounded = Math.max(step, Math.round(words / step) * step);
  return `about ${rounded.toLocaleString('en-US')} words`;
}

/** The header's "Surname / SHORT TITLE": the author's last name, the title before any colon. */
export function manuscriptHeader(title: string, author: string | null): string {
  const shortTitle = (title.split(':')[0] ?? title).trim().split(/\s+/).slice(0, 4).join(' ');
  const surname = author?.trim().split(/\s+/).at(-1);
  return [surname, shortTitle.toUpperCase()].filter(Boolean).join(' / ');
}

/**
 * Standard manuscript format, as agents and publishers ask for it: 12 pt serif, double-spaced,
 * ragged right without hyphens, 1 in margins, every paragraph indented 0.5 in, "Surname / TITLE /
 * page" at the top right, a title page with the word count, each chapter on a new page a third
 * down, "#" for a scene break.
 */
export function manuscriptSource(
  manuscript: Manuscript,
  settings: PdfSettings,
  words: number,
): string {
  const author = manuscript.author ? typstString(manuscript.author) : 'none';
  const paper = PAPERS[settings.trim as keyof typeof PAPERS];
  return `
#let book-title = ${typstString(manuscript.title)}
#let book-author = ${author}
#let header-text = ${typstString(manuscriptHeader(manuscript.title, manuscript.author))}
#set document(title: book-title, author: if book-author == none { () } else { (book-author,) }, date: auto)
#set text(font: ${typstString(fontFamily(settings.font))}, size: ${settings.size}pt, lang: ${typstString(manuscript.language)}, hyphenate: false, top-edge: 0.8em, bottom-edge: -0.2em)
#set par(justify: false, leading: 1em, spacing: 1em, first-line-indent: (amount: 0.5in, all: true))
#set page(paper: ${typstString(paper)}, margin: 1in, numbering: "1", footer: none,
  header: context if here().page() > 1 { align(right, header-text + " / " + counter(page).display()) })

#{
  set par(first-line-indent: 0pt)
  grid(columns: (1fr, 1fr), align(left, if book-author == none { [] } else { book-author }), align(right, ${typstString(roundedWordCount(words))}))
  v(1fr)
  align(center)[#upper(book-title)]
  if book-author == none { } else { align(center)[by #book-author] }
  v(1fr)
  // The title page is unnumbered: the first chapter's page is page 1.
  counter(page).update(0)
}

#let chapter-opener(label, title, entry, first: false) = {
  pagebreak(weak: true)
  [#metadata(title) <chapter>]
  show heading: none
  heading(level: 1, entry)
  v(2.4in)
  block(width: 100%, below: 2em, align(center, entry))
}
#let chapter-end() = []
#let noted-par(id, body) = body
#let subhead(level, body) = block(above: 1em, below: 1em, sticky: true, { set par(first-line-indent: 0pt); strong(body) })
#let aligned(where, body) = block(width: 100%, { set par(first-line-indent: 0pt); align(where, body) })
#let blockquote(body) = block(inset: (left: 0.5in), above: 1em, below: 1em, body)
#let scene-break() = block(width: 100%, above: 1em, below: 1em, align(center, "#"))
#let print-table(caption, grid) = {
  show figure: set block(breakable: true)
  set figure.caption(position: top)
  set par(first-line-indent: 0pt)
  figure(grid, caption: figure.caption(caption, separator: none), kind: table, numbering: none, supplement: none)
}
#let reference-entry(body) = par(hanging-indent: 0.5in, first-line-indent: 0pt, body)

${bookBodySource(manuscript)}`;
}
