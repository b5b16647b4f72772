import type { Table } from 'docx';
import {
  AlignmentType,
  Bookmark,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  ImageRun,
  InternalHyperlink,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type ParagraphChild,
} from 'docx';
import { docxTable } from './docx-table.ts';
import type {
  Block,
  FigureBlock,
  FigureImage,
  Inline,
  ListedItem,
  Manuscript,
  TextAlign,
} from './manuscript.ts';
import {
  isFootnote,
  isLineBreak,
  LIST_OF_FIGURES_HEADING,
  LIST_OF_TABLES_HEADING,
  NoteCounter,
  SCENE_BREAK_TEXT,
} from './manuscript.ts';
import { xmlSafe } from './xml-text.ts';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;
const ALIGN = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
};
const HALF_INCH = 720; // twentieths of a point

const STYLES = {
  default: { document: { run: { font: 'Times New Roman', size: 24 } } },
  paragraphStyles: [
    {
      id: 'TOCHeading',
      name: 'TOC Heading',
      basedOn: 'Normal',
      next: 'Normal',
      run: { bold: true, size: 32 },
      paragraph: { spacing: { after: 240 } },
    },
    {
      id: 'Quote',
      name: 'Quote',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { italics: true },
      paragraph: { indent: { left: HALF_INCH, right: HALF_INCH } },
    },
    {
      // Word's built-in Subtitle: a plan or manuscript read back in keeps it as the subtitle.
      id: 'Subtitle',
      name: 'Subtitle',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { size: 32, color: '555555' },
      paragraph: { spacing: { after: 240 } },
    },
    {
      // Word's built-in Caption style: a table's label and caption (kept with the table below) and a
      // figure's caption, so a manuscript read back in keeps both.
      id: 'Caption',
      name: 'Caption',
      basedOn: 'Normal',
      next: 'Normal',
      quickFormat: true,
      run: { size: 20 },
      paragraph: { spacing: { before: 240, after: 120 } },
    },
    {
      // Word's built-in name for a reference list; APA 7 sets entries with a half-inch hanging indent.
      id: 'Bibliography',
      name: 'Bibliography',
      basedOn: 'Normal',
      next: 'Bibliography',
      quickFormat: true,
      paragraph: { indent: { left: HALF_INCH, hanging: HALF_INCH }, spacing: { after: 120 } },
    },
  ],
};

const levels = (format: (typeof LevelFormat)[keyof typeof LevelFormat], start: number) =>
  Array.from({ length: 9 }, (_, level): ILevelsOptions => ({
    level,
    format,
    start,
    text: format === LevelFormat.BULLET ? (level % 2 ? '◦' : '•') : `%${level + 1}.`,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: HALF_INCH * (level + 1), hanging: 360 } } },
  }));

/** Word numbering: one definition per list kind and start number; each list is an instance. */
class Lists {
  private readonly references = new Map<string, { reference: string; levels: ILevelsOptions[] }>();
  private nextInstance = 1;

  reference(ordered: boolean, start: number): string {
    const reference = ordered ? `ordered-${start}` : 'bullets';
    if (!this.references.has(reference))
      this.references.set(reference, {
        reference,
        levels: levels(ordered ? LevelFormat.DECIMAL : LevelFormat.BULLET, ordered ? start : 1),
      });
    return reference;
  }

  instance = () => this.nextInstance++;
  config = () => [...this.references.values()];
}

/** Word footnotes: each note's paragraph under the number Word shows (1, 2, … through the book). */
class Notes {
  private readonly counter = new NoteCounter();
  readonly content: Record<number, { children: Paragraph[] }> = {};

  add(inlines: readonly Inline[]): FootnoteReferenceRun {
    const id = this.counter.next();
    this.content[id] = { children: [new Paragraph({ children: runsOf(inlines, this) })] };
    return new FootnoteReferenceRun(id);
  }
}

function runsOf(inlines: readonly Inline[], notes: Notes): ParagraphChild[] {
  return inlines.map((inline): ParagraphChild => {
    if (isLineBreak(inline)) return new TextRun({ break: 1 });
    if (isFootnote(inline)) return notes.add(inline.footnote);
    const run = new TextRun({
      text: xmlSafe(inline.text),
      bold: inline.bold,
      italics: inline.italic,
      underline: inline.underline ? {} : undefined,
      highlight: inline.highlight ? 'yellow' : undefined,
      superScript: inline.superscript,
      subScript: inline.subscript,
      style: inline.href ? 'Hyperlink' : undefined,
    });
    return inline.href ? new ExternalHyperlink({ link: inline.href, children: [run] }) : run;
  });
}

interface BlockContext {
  lists: Lists;
  notes: Notes;
  images: Readonly<Record<string, FigureImage>>;
  /** Counts the book's figures, for the bookmarks the list of figures links to. */
  figures: NoteCounter;
  listDepth: number;
  quote: boolean;
  numbering?: { reference: string; level: number; instance: number };
}

function paragraphsOf(block: Block, context: BlockContext): (Paragraph | Table)[] {
  const align = (value: TextAlign) => ALIGN[value];
  switch (block.kind) {
    case 'paragraph':
      return [
        new Paragraph({
          children: runsOf(block.inlines, context.notes),
          alignment: align(block.align),
          style: context.quote ? 'Quote' : context.listDepth > 0 ? 'ListParagraph' : undefined,
          numbering: context.numbering,
          indent:
            context.listDepth > 0 && !context.numbering
              ? { left: HALF_INCH * context.listDepth }
              : undefined,
        }),
      ];
    case 'heading':
      return [
        new Paragraph({
          children: runsOf(block.inlines, context.notes),
          heading: HEADINGS[Math.min(block.level, HEADINGS.length - 1)],
          alignment: align(block.align),
        }),
      ];
    case 'quote':
      return block.blocks.flatMap((inner) => paragraphsOf(inner, { ...context, quote: true }));
    case 'sceneBreak':
      return [
        new Paragraph({
          children: [new TextRun(SCENE_BREAK_TEXT)],
          alignment: AlignmentType.CENTER,
          spacing: { before: 240, after: 240 },
        }),
      ];
    case 'table':
      // A cell starts outside any list or quote: its own paragraphs and lists only.
      return docxTable(block, {
        paragraphs: (inner) =>
          paragraphsOf(inner, { ...context, listDepth: 0, quote: false, numbering: undefined }),
        runs: (inlines) => runsOf(inlines, context.notes),
      });
    case 'figure':
      return figureParagraphs(block, context);
    case 'list': {
      const reference = context.lists.reference(block.ordered, block.start);
      const instance = context.lists.instance();
      const level = Math.min(context.listDepth, 8);
      return block.items.flatMap((item) =>
        item.flatMap((inner, index) =>
          paragraphsOf(inner, {
            ...context,
            listDepth: context.listDepth + 1,
            // The item's first paragraph carries the bullet or number; the rest are indented.
            numbering: index === 0 ? { reference, level, instance } : undefined,
          }),
        ),
      );
    }
  }
}

const bookmarkId = (index: number) => `chapter_${index + 1}`;
const figureBookmark = (n: number) => `figure_${n}`;

/** The widest a figure is set: the text block of a Letter or A4 page with one-inch margins. */
const MAX_FIGURE_WIDTH_PX = 6 * 96;

/** A figure's picture scaled to the text width (docx sizes pictures in pixels at 96 per inch). */
function pictureSize(image: FigureImage): { width: number; height: number } {
  const scale = Math.min(1, MAX_FIGURE_WIDTH_PX / image.width);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

/**
 * A figure as Word sets one: the picture inline in a centred paragraph with its alt text as the
 * drawing's description (Word's Alt Text pane), then the caption in Word's Caption style led by
 * its bold label, then the source line in the same style.
 */
function figureParagraphs(figure: FigureBlock, context: BlockContext): Paragraph[] {
  const image = context.images[figure.image];
  const n = context.figures.next();
  const paragraphs: Paragraph[] = [];
  if (image && figure.file) {
    paragraphs.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        keepNext: true,
        children: [
          new ImageRun({
            type: image.mediaType === 'image/jpeg' ? 'jpg' : 'png',
            data: image.data,
            transformation: pictureSize(image),
            altText: {
              name: figure.label || `Figure ${n}`,
              title: figure.label,
              description: xmlSafe(figure.alt),
            },
          }),
        ],
      }),
    );
  }
  const label = figure.label
    ? [new TextRun({ text: `${figure.label}.`, bold: true }), new TextRun(' ')]
    : [];
  paragraphs.push(
    new Paragraph({
      style: 'Caption',
      children: [
        new Bookmark({ id: figureBookmark(n), children: label }),
        ...runsOf(figure.caption, context.notes),
      ],
    }),
  );
  if (figure.source.length > 0) {
    paragraphs.push(
      new Paragraph({ style: 'Caption', children: runsOf(figure.source, context.notes) }),
    );
  }
  return paragraphs;
}

/** A list of figures (linked to their captions) or of tables, after the contents. */
function itemList(heading: string, items: readonly ListedItem[], anchor?: (n: number) => string) {
  if (items.length === 0) return [];
  return [
    new Paragraph({ children: [new TextRun(heading)], style: 'TOCHeading', pageBreakBefore: true }),
    ...items.map(({ label, caption }, index) => {
      const text = new TextRun({
        text: xmlSafe(caption ? `${label}. ${caption}` : label),
        style: anchor ? 'Hyperlink' : undefined,
      });
      return new Paragraph({
        children: anchor
          ? [new InternalHyperlink({ anchor: anchor(index + 1), children: [text] })]
          : [text],
      });
    }),
  ];
}

function titlePage(book: Manuscript): Paragraph[] {
  const line = (text: string) =>
    new Paragraph({ children: [new TextRun(xmlSafe(text))], alignment: AlignmentType.CENTER });
  return [
    new Paragraph({
      children: [new TextRun(xmlSafe(book.title))],
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
    }),
    ...(book.subtitle
      ? [
          new Paragraph({
            children: [new TextRun(xmlSafe(book.subtitle))],
            style: 'Subtitle',
            alignment: AlignmentType.CENTER,
          }),
        ]
      : []),
    ...(book.series ? [line(book.series)] : []),
    ...(book.author ? [line(`by ${book.author}`)] : []),
    ...(book.isbn ? [line(`ISBN ${book.isbn}`)] : []),
    ...(book.edition ? [line(book.edition)] : []),
  ];
}

/** The dedication on a page of its own after the title page, centred, in italics, lines kept. */
function dedicationPage(book: Manuscript): Paragraph[] {
  if (!book.dedication) return [];
  const lines = book.dedication.split(/\r\n?|\n/);
  return [
    new Paragraph({
      children: lines.map(
        (text, index) =>
          new TextRun({ text: xmlSafe(text), italics: true, break: index > 0 ? 1 : 0 }),
      ),
      alignment: AlignmentType.CENTER,
      pageBreakBefore: true,
      spacing: { before: 2880 },
    }),
  ];
}

function contents(book: Manuscript): Paragraph[] {
  const entries = book.chapters.map((chapter, index) => ({
    text: chapter.heading,
    anchor: bookmarkId(index),
  }));
  if (book.references.length) entries.push({ text: book.referencesHeading, anchor: 'references' });
  return [
    new Paragraph({
      children: [new TextRun(book.contentsHeading)],
      style: 'TOCHeading',
      pageBreakBefore: true,
    }),
    ...entries.map(
      ({ text, anchor }) =>
        new Paragraph({
          children: [
            new InternalHyperlink({
              anchor,
              children: [new TextRun({ text: xmlSafe(text), style: 'Hyperlink' })],
            }),
          ],
        }),
    ),
  ];
}

function references(
  heading: string,
  entries: readonly Inline[][],
  level: 'book' | 'chapter',
  notes: Notes,
) {
  return [
    new Paragraph({
      children:
        level === 'book'
          ? [new Bookmark({ id: 'references', children: [new TextRun(heading)] })]
          : [new TextRun(heading)],
      heading: level === 'book' ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      pageBreakBefore: level === 'book',
    }),
    ...entries.map(
      (entry) => new Paragraph({ children: runsOf(entry, notes), style: 'Bibliography' }),
    ),
  ];
}

/**
 * A Word manuscript: title page, contents (linked to the chapters), each chapter on a new page
 * under a Heading 1, chapter headings one level below it, lists with Word numbering, block quotes in
 * Word's Quote style, footnotes as Word footnotes, scene breaks as a centred "* * *", and APA
 * references in the Bibliography style (half-inch hanging indent).
 */
export async function writeDocx(book: Manuscript): Promise<Uint8Array> {
  const lists = new Lists();
  const notes = new Notes();
  const figures = new NoteCounter();
  const body: (Paragraph | Table)[] = [
    ...titlePage(book),
    ...dedicationPage(book),
    ...contents(book),
    ...itemList(LIST_OF_FIGURES_HEADING, book.figureList, figureBookmark),
    ...itemList(LIST_OF_TABLES_HEADING, book.tableList),
  ];
  for (const [index, chapter] of book.chapters.entries()) {
    body.push(
      new Paragraph({
        children: [
          new Bookmark({
            id: bookmarkId(index),
            children: [new TextRun(xmlSafe(chapter.heading))],
          }),
        ],
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: true,
      }),
    );
    for (const block of chapter.blocks)
      body.push(
        ...paragraphsOf(block, {
          lists,
          notes,
          images: book.images,
          figures,
          listDepth: 0,
          quote: false,
        }),
      );
    if (chapter.references.length)
      body.push(...references(book.referencesHeading, chapter.references, 'chapter', notes));
  }
  if (book.references.length)
    body.push(...references(book.referencesHeading, book.references, 'book', notes));

  const document = new Document({
    title: xmlSafe(book.title),
    creator: book.author ? xmlSafe(book.author) : undefined,
    description: book.description ? xmlSafe(book.description) : undefined,
    styles: STYLES,
    numbering: { config: lists.config() },
    footnotes: notes.content,
    sections: [{ children: body }],
  });
  // Packing is one synchronous stretch inside the docx package (most of the time for a long
  // book); a worker thread is the way to take it off the event loop.
  return new Uint8Array(await Packer.toBuffer(document));
}
