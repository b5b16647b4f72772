import type { Block, FigureBlock, Inline, ListedItem, Manuscript, TextRun } from './manuscript.ts';
import {
  isFootnote,
  isLineBreak,
  LIST_OF_FIGURES_HEADING,
  LIST_OF_TABLES_HEADING,
  NoteCounter,
  SCENE_BREAK_TEXT,
} from './manuscript.ts';
import { tableMarkdown } from './markdown-table.ts';
import { xmlSafe } from './xml-text.ts';

// Backslash-escaped wherever they appear: emphasis, links, raw HTML, entities, code spans.
const ALWAYS = /[\\`*_[\]<>&~|]/g;
// Escaped only at the start of a line, where they would open a heading, list, quote or rule.
const LINE_START = /^(#|[-+=]|\d+(?=[.)]))/;

const escapeText = (text: string) => xmlSafe(text).replace(ALWAYS, '\\$&');
const escapeLineStarts = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s+/, '')
        .replace(LINE_START, (lead: string) => (/^\d/.test(lead) ? `${lead}\\` : `\\${lead}`)),
    )
    .join('\n');

type Mark = 'href' | 'bold' | 'italic' | 'underline' | 'highlight' | 'superscript' | 'subscript';
// Outermost first: a link wraps the formatting inside it.
const MARK_ORDER: readonly Mark[] = [
  'href',
  'bold',
  'italic',
  'underline',
  'highlight',
  'superscript',
  'subscript',
];
// CommonMark has no superscript or subscript: they stay HTML, as underline and highlight do.
const OPEN: Record<Exclude<Mark, 'href'>, [string, string]> = {
  bold: ['**', '**'],
  italic: ['*', '*'],
  underline: ['<u>', '</u>'],
  highlight: ['<mark>', '</mark>'],
  superscript: ['<sup>', '</sup>'],
  subscript: ['<sub>', '</sub>'],
};

/**
 * Footnotes as Markdown footnotes (Pandoc, GitHub, markdown-it-footnote): `[^n]` at the reference,
 * `[^n]: text` after the chapter's text. Numbers run through the book, so every label is unique.
 */
class MarkdownNotes {
  private readonly counter = new NoteCounter();
  private definitions: string[] = [];

  reference(inlines: readonly Inline[]): string {
    const n = this.counter.next();
    // A note's later lines are indented to stay in the note.
    this.definitions.push(`[^${n}]: ${indent(inlinesMarkdown(inlines, this), 4)}`);
    return `[^${n}]`;
  }

  /** The definitions met since the last call. */
  take(): string[] {
    return this.definitions.splice(0);
  }
}

const linkTarget = (href: string) => `<${href.replace(/[<>\s\\]/g, encodeURIComponent)}>`;
const markKey = (run: TextRun, mark: Mark) => (mark === 'href' ? run.href : run[mark]);

/**
 * Runs as CommonMark: marks open and close as a stack (so "**bold *both***" nests), and the
 * whitespace at a run's edges stays outside its delimiters, where emphasis can open and close.
 */
function inlinesMarkdown(inlines: readonly Inline[], notes: MarkdownNotes): string {
  let out = '';
  let active: { mark: Mark; run: TextRun }[] = [];
  let pendingSpace = '';
  const closeFrom = (index: number) => {
    for (const { mark, run } of active.slice(index).reverse())
      out += mark === 'href' ? `](${linkTarget(run.href!)})` : OPEN[mark][1];
    active = active.slice(0, index);
  };
  for (const inline of inlines) {
    if (isLineBreak(inline)) {
      closeFrom(0);
      out += '\\\n';
      pendingSpace = '';
      continue;
    }
    if (isFootnote(inline)) {
      closeFrom(0);
      out += pendingSpace + notes.reference(inline.footnote);
      pendingSpace = '';
      continue;
    }
    const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(inline.text) ?? [];
    if (!core) {
      pendingSpace += lead + trail;
      continue;
    }
    const keep = active.findIndex(({ mark, run }) => markKey(run, mark) !== markKey(inline, mark));
    closeFrom(keep === -1 ? active.length : keep);
    out += pendingSpace + lead;
    for (const mark of MARK_ORDER) {
      if (!markKey(inline, mark) || active.some((a) => a.mark === mark)) continue;
      active.push({ mark, run: inline });
      out += mark === 'href' ? '[' : OPEN[mark][0];
    }
    out += escapeText(core);
    pendingSpace = trail;
  }
  closeFrom(0);
  return out.replace(/\\\n$/, '');
}

const headingMarkdown = (level: number, text: string) =>
  `${'#'.repeat(Math.min(Math.max(level, 1), 6))} ${text}`;

const indent = (text: string, by: number) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : ' '.repeat(by) + line))
    .join('\n');

/**
 * A figure as an image (its file beside the .md, in the export's zip), then its caption as a
 * paragraph led by the bold label, then the source line.
 */
function figureMarkdown(figure: FigureBlock, notes: MarkdownNotes): string {
  const parts: string[] = [];
  if (figure.file) parts.push(`![${escapeText(figure.alt)}](${figure.file})`);
  const caption = inlinesMarkdown(figure.caption, notes);
  const label = figure.label ? `**${escapeText(figure.label)}.**` : '';
  if (label || caption) parts.push(escapeLineStarts([label, caption].filter(Boolean).join(' ')));
  const source = inlinesMarkdown(figure.source, notes);
  if (source) parts.push(escapeLineStarts(source));
  return parts.join('\n\n');
}

function blockMarkdown(block: Block, previous: Block | undefined, notes: MarkdownNotes): string {
  switch (block.kind) {
    case 'paragraph':
      return escapeLineStarts(inlinesMarkdown(block.inlines, notes));
    case 'heading':
      return headingMarkdown(
        block.level + 1,
        inlinesMarkdown(
          block.inlines.map((i) => (isLineBreak(i) ? { text: ' ' } : i)),
          notes,
        ),
      );
    case 'sceneBreak':
      return SCENE_BREAK_TEXT;
    case 'table':
      return tableMarkdown(block, {
        blocks: (blocks) => blocksMarkdown(blocks, notes),
        inlines: (inlines) => inlinesMarkdown(inlines, notes),
      });
    case 'figure':
      return figureMarkdown(block, notes);
    case 'quote':
      return blocksMarkdown(block.blocks, notes)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'list': {
      // Two lists in a row would run together: the second takes the other marker.
      const follows = previous?.kind === 'list' && previous.ordered === block.ordered;
      const loose = block.items.some((item) => item.length > 1);
      return block.items
        .map((item, index) => {
          const marker = block.ordered
            ? `${block.start + index}${follows ? ')' : '.'} `
            : `${follows ? '*' : '-'} `;
          return marker + indent(blocksMarkdown(item, notes), marker.length);
        })
        .join(loose ? '\n\n' : '\n');
    }
  }
}

function blocksMarkdown(blocks: readonly Block[], notes: MarkdownNotes): string {
  return blocks.map((block, index) => blockMarkdown(block, blocks[index - 1], notes)).join('\n\n');
}

const referencesMarkdown = (heading: string, entries: readonly Inline[][], level: number) => [
  headingMarkdown(level, escapeText(heading)),
  ...entries.map((entry) => escapeLineStarts(inlinesMarkdown(entry, new MarkdownNotes()))),
];

/** A list of figures or tables for the front matter; nothing when the book has none. */
function listMarkdown(heading: string, items: readonly ListedItem[]): string[] {
  if (items.length === 0) return [];
  const lines = items.map(
    ({ label, caption }) => `- ${escapeText(caption ? `${label}. ${caption}` : label)}`,
  );
  return [headingMarkdown(2, escapeText(heading)), lines.join('\n')];
}

/** The manuscript as one CommonMark document. */
export function writeMarkdown(book: Manuscript): string {
  const parts: string[] = [headingMarkdown(1, escapeText(book.title))];
  if (book.subtitle) parts.push(escapeLineStarts(escapeText(book.subtitle)));
  if (book.series) parts.push(escapeLineStarts(`*${escapeText(book.series)}*`));
  if (book.author) parts.push(`by ${escapeText(book.author)}`);
  if (book.isbn) parts.push(`ISBN ${escapeText(book.isbn)}`);
  parts.push(headingMarkdown(2, escapeText(book.contentsHeading)));
  const contents = [
    ...book.chapters.map((chapter) => chapter.heading),
    ...(book.references.length ? [book.referencesHeading] : []),
  ];
  if (contents.length) parts.push(contents.map((entry) => `- ${escapeText(entry)}`).join('\n'));
  parts.push(...listMarkdown(LIST_OF_FIGURES_HEADING, book.figureList));
  parts.push(...listMarkdown(LIST_OF_TABLES_HEADING, book.tableList));
  const notes = new MarkdownNotes();
  for (const chapter of book.chapters) {
    parts.push(headingMarkdown(1, escapeText(chapter.heading)));
    if (chapter.blocks.length) parts.push(blocksMarkdown(chapter.blocks, notes));
    parts.push(...notes.take());
    if (chapter.references.length)
      parts.push(...referencesMarkdown(book.referencesHeading, chapter.references, 2));
  }
  if (book.references.length)
    parts.push(...referencesMarkdown(book.referencesHeading, book.references, 1));
  return `${parts.join('\n\n')}\n`;
}
