import { isReferenceHeading } from '@receipts/domain';
import { htmlToDoc } from '@receipts/editor/server';
import type { Block, Inline, TextAlign, TextRun } from './manuscript.ts';
import { inlineText } from './manuscript.ts';

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

function inlinesOf(node: PMNode): Inline[] {
  const inlines: Inline[] = [];
  node.forEach((child) => {
    if (child.type.name === 'hard_break') {
      inlines.push({ lineBreak: true });
      return;
    }
    if (child.type.name === 'footnote') {
      // A note left empty in the editor is no note: no number, nothing at the foot.
      if (child.textContent.trim() !== '') inlines.push({ footnote: inlinesOf(child) });
      return;
    }
    if (!child.isText || !child.text) return;
    const run: TextRun = { text: child.text };
    for (const mark of child.marks) {
      const name = mark.type.name;
      if (name === 'link') run.href = mark.attrs.href as string;
      else if (isRunMark(name)) run[name] = true;
    }
    inlines.push(run);
  });
  return inlines;
}

const alignOf = (node: PMNode): TextAlign => (node.attrs.textAlign as TextAlign) ?? 'left';

function blockOf(node: PMNode): Block | null {
  switch (node.type.name) {
    case 'paragraph':
      return { kind: 'paragraph', inlines: inlinesOf(node), align: alignOf(node) };
    case 'heading':
      return {
        kind: 'heading',
        level: node.attrs.level as number,
        inlines: inlinesOf(node),
        align: alignOf(node),
      };
    case 'bullet_list':
    case 'ordered_list': {
      const items: Block[][] = [];
      node.forEach((item) => items.push(blocksOf(item)));
      const ordered = node.type.name === 'ordered_list';
      return { kind: 'list', ordered, start: ordered ? (node.attrs.order as number) : 1, items };
    }
    case 'blockquote':
      return { kind: 'quote', blocks: blocksOf(node) };
    case 'scene_break':
      return { kind: 'sceneBreak' };
    default:
      return null;
  }
}

function blocksOf(node: PMNode): Block[] {
  const blocks: Block[] = [];
  node.forEach((child) => {
    const block = blockOf(child);
    if (block) blocks.push(block);
  });
  return blocks;
}

/** Text of each entry of a reference section: one per paragraph, one per list item. */
function referenceEntries(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'list') return block.items.flatMap(referenceEntries);
    if (block.kind === 'quote') return referenceEntries(block.blocks);
    if (block.kind === 'sceneBreak') return [];
    return [inlineText(block.inlines)];
  });
}

export interface ChapterBody {
  blocks: Block[];
  /** Entries of the chapter's "References" / "Works Cited" / "Bibliography" sections. */
  references: string[];
}

/**
 * A chapter's stored HTML, read through the editor schema (what it cannot represent is dropped),
 * as manuscript blocks. Reference sections (a heading such as "References" and what follows up to
 * the next heading of the same or a higher level) are taken out, since the export sets one list.
 */
export function chapterBody(html: string | null): ChapterBody {
  const all = html ? blocksOf(htmlToDoc(html)) : [];
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
  const [block] = blocksOf(htmlToDoc(`<p>${html}</p>`));
  return block?.kind === 'paragraph' ? block.inlines : [];
}
