import { fontFamily } from './print-fonts.ts';
import { inches, typstString } from './typst-literal.ts';
import { OUTER_MARGINS, TRIM_SIZES } from './page-geometry.ts';
import type { PdfSettings } from './pdf-settings.ts';

export interface InteriorPage {
  settings: PdfSettings;
  gutter: number;
  title: string;
  author: string | null;
  language: string;
  /** Paragraphs (by `noted-par` number) whose first page runs short, by how many lines. */
  shortened?: Readonly<Record<number, number>>;
}

/** A dictionary of the shortened paragraphs as Typst writes it: `("12": 1, "40": 2,)`. */
const shortenedSource = (shortened: Readonly<Record<number, number>> = {}) => {
  const entries = Object.entries(shortened).map(([id, level]) => `"${Number(id)}": ${level}`);
  return entries.length === 0 ? '(:)' : `(${entries.join(', ')},)`;
};

/**
 * The print interior's page and type, and the functions its body calls. Chapter openers carry a
 * `<chapter>` marker and a chapter's text ends with a `<chapter-end>` marker: a page is quiet (no
 * running head, no folio) when it is front matter, an opener, or the blank verso before one.
 */
export function interiorPreamble(page: InteriorPage): string {
  const { width, height } = TRIM_SIZES[page.settings.trim];
  const author = page.author ? typstString(page.author) : 'none';
  return `
#let book-title = ${typstString(page.title)}
#let book-author = ${author}
#set document(title: book-title, author: if book-author == none { () } else { (book-author,) }, date: auto)
#set text(font: ${typstString(fontFamily(page.settings.font))}, size: ${page.settings.size}pt, lang: ${typstString(page.language)}, hyphenate: true, costs: (widow: 300%, orphan: 300%))
#set par(justify: true, leading: 0.62em, spacing: 0.62em, first-line-indent: 1.3em)
#set footnote.entry(gap: 0.4em, clearance: 1em)
#set list(indent: 1em, body-indent: 0.6em)
#set enum(indent: 1em, body-indent: 0.6em)

#let quiet-page() = {
  let page = here().page()
  let openers = query(<chapter>).map(marker => marker.location().page())
  let ends = query(<chapter-end>).map(marker => marker.location().page())
  if openers.len() == 0 or page < openers.first() or page in openers { return true }
  openers.contains(page + 1) and not ends.contains(page)
}
#let running-head = context {
  if quiet-page() { return }
  let page = here().page()
  set text(size: 0.8em, tracking: 0.08em)
  if calc.even(page) {
    align(center, upper(if book-author == none { book-title } else { book-author }))
  } else {
    let chapter = query(selector(<chapter>).before(here())).last()
    align(center, upper(chapter.value))
  }
}
#let folio = context {
  if quiet-page() { return }
  set text(size: 0.9em)
  align(if calc.even(here().page()) { left } else { right }, counter(page).display())
}
#set page(
  width: ${inches(width)}, height: ${inches(height)},
  margin: (inside: ${inches(page.gutter)}, outside: ${inches(OUTER_MARGINS.outside)}, top: ${inches(OUTER_MARGINS.top)}, bottom: ${inches(OUTER_MARGINS.bottom)}),
  binding: left, numbering: "1", header: running-head, footer: folio,
)

#let centred-page(body) = { set par(justify: false, first-line-indent: 0pt); align(center, body) }
#let half-title(title) = {
  centred-page[#v(25%)#text(size: 1.6em, title)]
  pagebreak(to: "odd")
}
#let title-page(title, subtitle, author) = centred-page[
  #v(18%)
  #text(size: 2.2em, title)
  #if subtitle != none { v(0.8em); text(size: 1.25em, style: "italic", subtitle) }
  #v(1fr)
  #if author != none { text(size: 1.3em, upper(author)) }
  #v(15%)
]
#let copyright-page(lines) = {
  pagebreak()
  set par(justify: false, first-line-indent: 0pt, spacing: 0.8em)
  set text(size: 0.85em)
  v(1fr)
  for line in lines { par(line) }
}
// The dedication on a recto of its own, centred a third down, in italics; its line breaks kept.
#let dedication(body) = {
  pagebreak(to: "odd")
  centred-page[#v(30%)#emph(body)]
}
#let contents(heading) = {
  pagebreak(to: "odd")
  centred-page[#v(12%)#text(size: 1.4em, upper(heading))#v(2em)]
  set par(justify: false, first-line-indent: 0pt)
  outline(title: none, depth: 1)
}

#let chapter-opener(label, title, entry, first: false) = {
  pagebreak(to: "odd", weak: true)
  if first { counter(page).update(1) }
  [#metadata(title) <chapter>]
  // The heading gives the contents (and the PDF's bookmarks) their entry; the opener is drawn below.
  show heading: none
  heading(level: 1, entry)
  v(22%)
  // A block, not a paragraph: the chapter's first paragraph then starts flush left.
  block(width: 100%, below: 2.6em, {
    set par(justify: false, first-line-indent: 0pt)
    if label != none { align(center, text(size: 0.95em, tracking: 0.15em, upper(label))); v(0.4em) }
    align(center, text(size: 1.9em, title))
  })
}
#let chapter-end() = [#metadata("end") <chapter-end>]

#let subhead(level, body) = block(above: 1.5em, below: 0.9em, sticky: true, {
  set par(justify: false, first-line-indent: 0pt)
  set text(size: if level <= 1 { 1.25em } else if level == 2 { 1.1em } else { 1em })
  if level <= 2 { strong(body) } else { emph(body) }
})
#let aligned(where, body) = block(width: 100%, { set par(justify: false, first-line-indent: 0pt); align(where, body) })
#let blockquote(body) = block(inset: (left: 1.5em, right: 1.5em), above: 0.9em, below: 0.9em, { set text(size: 0.95em); body })
#let scene-break() = block(width: 100%, above: 1.1em, below: 1.1em, sticky: true, align(center, text("❦")))
#let print-table(caption, grid) = {
  show figure: set block(breakable: true)
  set figure.caption(position: top)
  set table(stroke: (x, y) => (top: if y == 0 { 0.8pt } else { 0.3pt }, bottom: 0.8pt), inset: 0.35em)
  set par(justify: false, first-line-indent: 0pt)
  set text(size: 0.9em)
  figure(grid, caption: figure.caption(caption, separator: none), kind: table, numbering: none, supplement: none)
}
#let missing-image(alt) = block(width: 100%, inset: 1em, stroke: 0.5pt, align(center, emph(alt)))
#let print-figure(picture, natural-width, caption, source) = {
  set par(justify: false, first-line-indent: 0pt)
  let sized = if natural-width == 0in { picture } else {
    layout(size => { set image(width: calc.min(size.width, natural-width)); picture })
  }
  figure(sized, caption: figure.caption(caption, separator: none), kind: image, numbering: none, supplement: none)
  if source != none { align(center, text(size: 0.85em, source)) }
}

// A paragraph that carries a note, between two markers. Typst moves a last line whose note does not
// fit to the next page alone, whatever the widow cost; \`widow-report\` names such paragraphs (with
// their chapter), and the writer sets them again with a blank of \`level\` lines floated to the
// foot of the page the paragraph starts on: that page runs short, and the line before the widow
// goes over with it (a short page, as typesetters do, rather than a widow).
#let shortened = ${shortenedSource(page.shortened)}
#let noted-par(id, body) = {
  let level = shortened.at(str(id), default: 0)
  let blank = if level > 0 { place(bottom, float: true, clearance: 0pt, box(height: level * 1.3em)) }
  // Word joiners hold the markers inside the paragraph's first and last lines (bare, Typst sets a
  // marker at a paragraph's edge outside it, where its position is not the line's).
  [#sym.wj#metadata(id)<par-start>#blank#body#metadata(id)<par-end>#sym.wj]
}
#let widow-report() = context {
  let first-line = (${inches(OUTER_MARGINS.top)} + 1em).to-absolute()
  let widowed = query(<par-start>).zip(query(<par-end>)).filter(((start, end)) => {
    let last = end.location().position()
    start.location().page() < last.page and last.y < first-line
  })
  let chapter-of(marker) = query(selector(<chapter>).before(marker.location())).len()
  [#metadata(widowed.map(((start, end)) => (end.value, chapter-of(end)))) <widowed>]
}
#let reference-entry(body) = par(hanging-indent: 0.5in, first-line-indent: 0pt, justify: false, spacing: 0.5em, body)
`;
}
