import {
  AlignmentType,
  Bookmark,
  Document,
  ExternalHyperlink,
  FootnoteReferenceRun,
  HeadingLevel,
  InternalHyperlink,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type ILevelsOptions,
  type ParagraphChild,
} from 'docx';
import type { Block, Inline, Manuscript, TextAlign } from './manuscript.ts';
import { isFootnote, isLineBreak, NoteCounter, SCENE_BREAK_TEXT } from './manuscript.ts';
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
  listDepth: number;
  quote: boolean;
  numbering?: { reference: string; level: number; instance: number };
}

function paragraphsOf(block: Block, context: BlockContext): Paragraph[] {
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
  const body: Paragraph[] = [...titlePage(book), ...contents(book)];
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
      body.push(...paragraphsOf(block, { lists, notes, listDepth: 0, quote: false }));
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
