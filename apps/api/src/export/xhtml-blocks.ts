import type { Block, FigureBlock, Inline, TextAlign } from './manuscript.ts';
import { isFootnote, isLineBreak, NoteCounter } from './manuscript.ts';
import { escapeXml } from './xml-text.ts';
import { tableXhtml } from './xhtml-table.ts';

const MARK_TAGS = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['highlight', 'mark'],
  ['superscript', 'sup'],
  ['subscript', 'sub'],
] as const;

/**
 * The footnotes of one content document, as EPUB 3 notes: each reference is a noteref link to an
 * <aside epub:type="footnote"> after the chapter's text, which links back to it (reading systems
 * such as Apple Books and Kindle show the note in a pop-up; others follow the links). Numbers run
 * through the whole book (`counter` is shared), ids are unique within the document.
 */
export class XhtmlNotes {
  private readonly asides: string[] = [];

  constructor(
    private readonly counter: NoteCounter = new NoteCounter(),
    /** Counts the book's figures, for their anchors. */
    private readonly figures: NoteCounter = new NoteCounter(),
  ) {}

  nextFigure = () => this.figures.next();

  reference(inlines: readonly Inline[]): string {
    const n = this.counter.next();
    this.asides.push(
      `<aside epub:type="footnote" role="doc-footnote" id="note-${n}"><p><a href="#noteref-${n}" role="doc-backlink">${n}.</a> ${inlinesXhtml(inlines, this)}</p></aside>`,
    );
    return `<sup><a epub:type="noteref" role="doc-noteref" id="noteref-${n}" href="#note-${n}">${n}</a></sup>`;
  }

  /** The notes met since the last call, as a section to close the chapter with ('' for none). */
  section(): string {
    if (this.asides.length === 0) return '';
    const notes = this.asides.splice(0).join('\n');
    return `\n<section class="footnotes">\n<hr class="footnotes-rule"/>\n${notes}\n</section>`;
  }
}

function inlineXhtml(inline: Inline, notes: XhtmlNotes): string {
  if (isLineBreak(inline)) return '<br/>';
  if (isFootnote(inline)) return notes.reference(inline.footnote);
  let html = escapeXml(inline.text);
  for (const [mark, tag] of MARK_TAGS) if (inline[mark]) html = `<${tag}>${html}</${tag}>`;
  // A link within the chapter ("#footnote-20", left by an older import) points at nothing in the
  // EPUB, which epubcheck rejects (RSC-012): its text stays, the link goes.
  return inline.href && !inline.href.startsWith('#')
    ? `<a href="${escapeXml(inline.href)}">${html}</a>`
    : html;
}

export const inlinesXhtml = (inlines: readonly Inline[], notes: XhtmlNotes) =>
  inlines.map((inline) => inlineXhtml(inline, notes)).join('');

const alignAttr = (align: TextAlign) => (align === 'left' ? '' : ` class="align-${align}"`);

/** Heading level inside a chapter, whose own heading is h1. */
export const nestedHeadingLevel = (level: number) => Math.min(level + 1, 6);

function blockXhtml(block: Block, notes: XhtmlNotes): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p${alignAttr(block.align)}>${inlinesXhtml(block.inlines, notes)}</p>`;
    case 'heading': {
      const tag = `h${nestedHeadingLevel(block.level)}`;
      return `<${tag}${alignAttr(block.align)}>${inlinesXhtml(block.inlines, notes)}</${tag}>`;
    }
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : '';
      const items = block.items.map((item) => `<li>${blocksXhtml(item, notes)}</li>`).join('');
      return `<${tag}${start}>${items}</${tag}>`;
    }
    case 'quote':
      return `<blockquote>${blocksXhtml(block.blocks, notes)}</blockquote>`;
    case 'sceneBreak':
      return '<hr class="scene-break"/>';
    case 'table':
      return tableXhtml(block, {
        blocks: (blocks) => blocksXhtml(blocks, notes),
        inlines: (inlines) => inlinesXhtml(inlines, notes),
      });
    case 'figure':
      return figureXhtml(block, notes);
  }
}

/** The element id of the nth figure of the book (1-based): what a list of figures links to. */
export const figureAnchor = (n: number) => `figure-${n}`;

/**
 * A figure as HTML's <figure>: the image with its alt text, and a <figcaption> holding the label,
 * the caption and the source line. Anchors count the book's figures (a figure copied twice keeps
 * its id in the editor, but an id must be unique in a document).
 */
function figureXhtml(figure: FigureBlock, notes: XhtmlNotes): string {
  const n = notes.nextFigure();
  const image = figure.file
    ? `<img src="${escapeXml(figure.file)}" alt="${escapeXml(figure.alt)}"/>`
    : '';
  const caption = inlinesXhtml(figure.caption, notes);
  const source = inlinesXhtml(figure.source, notes);
  const label = figure.label ? `<span class="figure-label">${escapeXml(figure.label)}.</span>` : '';
  const lines = [
    label || caption
      ? `<p class="figure-caption">${[label, caption].filter(Boolean).join(' ')}</p>`
      : '',
    source ? `<p class="figure-source">${source}</p>` : '',
  ].filter(Boolean);
  const figcaption = lines.length ? `<figcaption>${lines.join('')}</figcaption>` : '';
  return `<figure id="${figureAnchor(n)}">${image}${figcaption}</figure>`;
}

/** Manuscript blocks as XHTML (EPUB content documents); their footnotes go to `notes`. */
export function blocksXhtml(blocks: readonly Block[], notes: XhtmlNotes): string {
  return blocks.map((block) => blockXhtml(block, notes)).join('\n');
}
