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

export type Block =
  | { kind: 'paragraph'; inlines: Inline[]; align: TextAlign }
  /** level 1–6 as in the chapter; writers place them below the chapter's own heading. */
  | { kind: 'heading'; level: number; inlines: Inline[]; align: TextAlign }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { kind: 'quote'; blocks: Block[] }
  /** A pause between scenes, set as a centred "* * *". */
  | { kind: 'sceneBreak' };

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
  description: string | null;
  language: string;
  chapters: ManuscriptChapter[];
  /** The book's one APA list when references are placed at the end; otherwise empty. */
  references: Inline[][];
  referencesHeading: string;
  contentsHeading: string;
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
