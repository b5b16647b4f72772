import { crossReferenceLabel, isReferenceHeading } from '@receipts/domain';
import { htmlToDoc } from '@receipts/editor/server';
import type { Block, FigureImage, Inline, TableCell, TextAlign, TextRun } from './manuscript.ts';
import { figureFileName, inlineText } from './manuscript.ts';

type PMNode = ReturnType<typeof htmlToDoc>;

const RUN_MARKS = new Set([
  'bold',
  'italic',
  'underline',
  'highlight',
  'superscript',
  'subscript',
] as const);
type RunMark = typeof RUN_MARKS extends Set<infer T> ? T : never;
const isRunMark = (name: string): name is RunMark => RUN_MARKS.has(name as RunMark);

/** What a chapter's figures are set with, from the whole book. */
export interface FigureContext {
  /** The current labels of the book's figures and tables, by id ("fig-a" → "Figure 2.1"). */
  labels: ReadonlyMap<string, string>;
  /** The images the export loaded, by stored name. */
  images: Readonly<Record<string, FigureImage>>;
  /** The key of each numbered node's label (a table without an id has a key of its place). */
  keys?: ReadonlyMap<PMNode, string>;
}
type Labels = FigureContext['labels'];
const NO_FIGURES: FigureContext = { labels: new Map(), images: {} };

function inlinesOf(node: PMNode, labels: Labels): Inline[] {
  const inlines: Inline[] = [];
  node.forEach((child) => {
    if (child.type.name === 'cross_reference') {
      inlines.push(
        withMarks({ text: crossReferenceLabel(labels, child.attrs.target as string) }, child),
      );
      return;
    }
    if (child.type.name === 'hard_break') {
      inlines.push({ lineBreak: true });
      return;
    }
    if (child.type.name === 'footnote') {
      // A note left empty in the editor is no note: no number, nothing at the foot.
      if (child.textContent.trim() !== '') inlines.push({ footnote: inlinesOf(child, labels) });
      return;
    }
    if (!child.isText || !child.text) return;
    inlines.push(withMarks({ text: child.text }, child));
  });
  return inlines;
}

function withMarks(run: TextRun, node: PMNode): TextRun {
  for (const mark of node.marks) {
    const name = mark.type.name;
    if (name === 'link') run.href = mark.attrs.href as string;
    else if (isRunMark(name)) run[name] = true;
  }
  return run;
}

function figureOf(node: PMNode, { labels, images }: FigureContext): Block {
  const id = node.attrs.id as string;
  const image = node.attrs.image as string;
  const stored = images[image];
  return {
    kind: 'figure',
    id,
    image,
    file: stored ? figureFileName(image, stored.mediaType) : null,
    label: labels.get(id) ?? '',
    alt: node.attrs.alt as string,
    caption: inlinesOf(node.child(0), labels),
    source: inlinesOf(node.child(1), labels),
  };
}

const alignOf = (node: PMNode): TextAlign => (node.attrs.textAlign as TextAlign) ?? 'left';

/** A cell; its alignment is also given to its left-aligned paragraphs, for writers that align text. */
function cellOf(node: PMNode, figures: FigureContext): TableCell {
  const align = alignOf(node);
  return {
    header: node.type.name === 'table_header',
    colspan: node.attrs.colspan as number,
    rowspan: node.attrs.rowspan as number,
    align,
    blocks: blocksOf(node, figures).map((block) =>
      block.kind === 'paragraph' && block.align === 'left' ? { ...block, align } : block,
    ),
  };
}

/** A table figure: its label by the book's numbering, its caption and grid. */
function tableOf(figure: PMNode, figures: FigureContext): Block {
  let caption: Inline[] = [];
  const rows: TableCell[][] = [];
  figure.forEach((child) => {
    if (child.type.name === 'table_caption') caption = inlinesOf(child, figures.labels);
    else child.forEach((row) => rows.push(row.children.map((cell) => cellOf(cell, figures))));
  });
  let headerRows = 0;
  while (headerRows < rows.length && rows[headerRows]!.every((cell) => cell.header)) headerRows++;
  // Every row of a whole grid covers every column; the first row's spans count them.
  const columns = rows[0]?.reduce((sum, cell) => sum + cell.colspan, 0) ?? 0;
  const key = figures.keys?.get(figure) ?? (figure.attrs.id as string);
  const label = figures.labels.get(key) ?? '';
  return { kind: 'table', label, caption, rows, headerRows, columns };
}

function blockOf(node: PMNode, figures: FigureContext): Block | null {
  const { labels } = figures;
  switch (node.type.name) {
    case 'paragraph':
      return { kind: 'paragraph', inlines: inlinesOf(node, labels), align: alignOf(node) };
    case 'heading':
      return {
        kind: 'heading',
        level: node.attrs.level as number,
        inlines: inlinesOf(node, labels),
        align: alignOf(node),
      };
    case 'bullet_list':
    case 'ordered_list': {
      const items: Block[][] = [];
      node.forEach((item) => items.push(blocksOf(item, figures)));
      const ordered = node.type.name === 'ordered_list';
      return { kind: 'list', ordered, start: ordered ? (node.attrs.order as number) : 1, items };
    }
    case 'blockquote':
      return { kind: 'quote', blocks: blocksOf(node, figures) };
    case 'scene_break':
      return { kind: 'sceneBreak' };
    case 'table_figure':
      return tableOf(node, figures);
    case 'figure':
      return figureOf(node, figures);
    default:
      return null;
  }
}

function blocksOf(node: PMNode, figures: FigureContext): Block[] {
  const blocks: Block[] = [];
  node.forEach((child) => {
    const block = blockOf(child, figures);
    if (block) blocks.push(block);
  });
  return blocks;
}

/** Text of each entry of a reference section: one per paragraph, one per list item. */
function referenceEntries(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'list') return block.items.flatMap(referenceEntries);
    if (block.kind === 'quote') return referenceEntries(block.blocks);
    if (block.kind === 'sceneBreak' || block.kind === 'figure') return [];
    if (block.kind === 'table')
      return block.rows.flatMap((row) => row.flatMap((cell) => referenceEntries(cell.blocks)));
    return [inlineText(block.inlines)];
  });
}

export interface ChapterBody {
  blocks: Block[];
  /** Entries of the chapter's "References" / "Works Cited" / "Bibliography" sections. */
  references: string[];
}

/**
 * A chapter's document (its stored HTML read through the editor schema) as manuscript blocks;
 * cross-references become their targets' labels. Reference sections (a heading such as "References" and what follows up to
 * the next heading of the same or a higher level) are taken out, since the export sets one list.
 */
export function chapterBody(doc: PMNode | null, figures = NO_FIGURES): ChapterBody {
  const all = doc ? blocksOf(doc, figures) : [];
  const blocks: Block[] = [];
  const references: string[] = [];
  let section: { level: number; blocks: Block[] } | null = null;
  for (const block of all) {
    if (block.kind === 'heading') {
      if (section && block.level <= section.level) {
        references.push(...referenceEntries(section.blocks));
        section = null;
      }
      if (!section && isReferenceHeading(inlineText(block.inlines))) {
        section = { level: block.level, blocks: [] };
        continue;
      }
    }
    if (section) section.blocks.push(block);
    else blocks.push(block);
  }
  if (section) references.push(...referenceEntries(section.blocks));
  return { blocks, references };
}

/** A run of inline HTML (an APA reference from citeproc: `<i>` italics) as manuscript inlines. */
export function inlinesOfHtml(html: string): Inline[] {
  const [block] = blocksOf(htmlToDoc(`<p>${html}</p>`), NO_FIGURES);
  return block?.kind === 'paragraph' ? block.inlines : [];
}
