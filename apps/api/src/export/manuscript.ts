/**
 * The manuscript model: a book as the exporters see it, free of HTML, ProseMirror and the
 * database. Built by `build-manuscript.ts`, written by the .docx, EPUB and Markdown writers.
 */

export type TextAlign = 'left' | 'center' | 'right';

export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  highlight?: boolean;
  superscript?: boolean;
  subscript?: boolean;
  /** An allowed link target (the editor schema checked the protocol). */
  href?: string;
}

/** A footnote at its reference: the note's own text (runs and line breaks, never another note). */
export interface Footnote {
  footnote: Inline[];
}

/** A run of text, a hard line break, or a footnote. Writers number notes through the whole book. */
export type Inline = TextRun | { lineBreak: true } | Footnote;

/** One cell of a table, where it starts; a merged cell covers `colspan` × `rowspan` grid slots. */
export interface TableCell {
  header: boolean;
  colspan: number;
  rowspan: number;
  align: TextAlign;
  /** Paragraphs and lists, as in the editor. */
  blocks: Block[];
}

export interface Table {
  kind: 'table';
  /** "Table 3": numbered through the book in reading order. */
  label: string;
  /** The caption's text; empty when the table has none. */
  caption: Inline[];
  /** Rows of the cells that start in them; the grid is whole (the editor schema checks it). */
  rows: TableCell[][];
  /** Leading rows made only of header cells: the header row(s), repeated on each page. */
  headerRows: number;
  /** Columns of the grid. */
  columns: number;
}

export type Block =
  | { kind: 'paragraph'; inlines: Inline[]; align: TextAlign }
  /** level 1–6 as in the chapter; writers place them below the chapter's own heading. */
  | { kind: 'heading'; level: number; inlines: Inline[]; align: TextAlign }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'quote'; blocks: Block[] }
  /** A pause between scenes, set as a centred "* * *". */
  | { kind: 'sceneBreak' }
  | Table
  | FigureBlock;

/**
 * A figure (docs/decisions/figures.md): its stored image, by name (the bytes are in
 * `Manuscript.images` when the export loaded them), its label ("Figure 2.1"), alt text, caption
 * and source line. Cross-references to it are already text ("Figure 2.1") in the runs.
 */
export interface FigureBlock {
  kind: 'figure';
  id: string;
  image: string;
  /** Where a package holds the image (`images/<name>.png`); null when the export has no bytes for it. */
  file: string | null;
  label: string;
  alt: string;
  caption: Inline[];
  source: Inline[];
}

/** A figure image as exports embed it: the print variant. */
export interface FigureImage {
  mediaType: string;
  data: Uint8Array;
  width: number;
  height: number;
}

/** One line of a list of figures or tables in the front matter. */
export interface ListedItem {
  label: string;
  caption: string;
}

/** Every figure of some blocks, lists and quotes included, in reading order. */
export function figuresIn(blocks: readonly Block[]): FigureBlock[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'figure') return [block];
    if (block.kind === 'quote') return figuresIn(block.blocks);
    if (block.kind === 'list') return block.items.flatMap(figuresIn);
    return [];
  });
}

export interface ManuscriptChapter {
  /** 'Chapter 3', or null for front and back matter (SPEC §4). */
  label: string | null;
  title: string;
  /** What the contents and the chapter's heading show: "Chapter 3: Title", or the title alone. */
  heading: string;
  blocks: Block[];
  /** This chapter's APA list when references are placed per chapter; otherwise empty. */
  references: Inline[][];
}

export interface Manuscript {
  title: string;
  subtitle: string | null;
  /** "Book 2 of The Receipts Series" — present when the book has a series name. */
  series: string | null;
  /** The series' own name and the book's place in it, for the EPUB's collection metadata. */
  seriesName: string | null;
  seriesPosition: number | null;
  author: string | null;
  isbn: string | null;
  /** "First edition 2026": the copyright page's edition line. */
  edition: string | null;
  /** The dedication, its line breaks kept: a page of its own after the title (and copyright) page. */
  dedication: string | null;
  description: string | null;
  language: string;
  chapters: ManuscriptChapter[];
  /** The book's one APA list when references are placed at the end; otherwise empty. */
  references: Inline[][];
  referencesHeading: string;
  contentsHeading: string;
  /** Stored images by name, for the figures of `chapters`; a figure whose image is absent is set without it. */
  images: Record<string, FigureImage>;
  /** The lists of figures and of tables for the front matter (empty when the book has none). */
  figureList: ListedItem[];
  tableList: ListedItem[];
  /** Figures without alt text, named for a person ("Figure 2 in “Rents”"). */
  figuresWithoutAlt: string[];
}

export const LIST_OF_FIGURES_HEADING = 'List of Figures';
/** The dedication page's title where a reader sees one (an EPUB page's title). */
export const DEDICATION_TITLE = 'Dedication';
export const LIST_OF_TABLES_HEADING = 'List of Tables';

/** The file an export writes a figure image to, inside its package: `images/<name>.png`. */
export function figureFileName(image: string, mediaType: string): string {
  return `images/${image}.${mediaType === 'image/jpeg' ? 'jpg' : 'png'}`;
}

export interface CoverImage {
  mediaType: string;
  data: Uint8Array;
}

export const isLineBreak = (inline: Inline): inline is { lineBreak: true } => 'lineBreak' in inline;
export const isFootnote = (inline: Inline): inline is Footnote => 'footnote' in inline;

/** The ornament a scene break is set as, where a format has no rule of its own. */
export const SCENE_BREAK_TEXT = '* * *';

/**
 * Plain text of a run of inlines (line breaks as spaces, footnotes left out): headings, the
 * contents, metadata.
 */
export const inlineText = (inlines: readonly Inline[]) =>
  inlines
    .map((inline) => (isLineBreak(inline) ? ' ' : isFootnote(inline) ? '' : inline.text))
    .join('');

/** Numbers footnotes in the order a writer meets them: 1, 2, 3 … through the whole book. */
export class NoteCounter {
  private last = 0;
  next = () => ++this.last;
}

/** The images the manuscript's figures link to, by their path inside a package. */
export function packagedImages(manuscript: Manuscript): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const chapter of manuscript.chapters) {
    for (const figure of figuresIn(chapter.blocks)) {
      const image = manuscript.images[figure.image];
      if (figure.file && image) files[figure.file] = image.data;
    }
  }
  return files;
}
