import type { Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';
import { chapterFromDoc } from '../server/sanitize-chapter-html.ts';
import { textWithoutNotes } from '../text/doc-text.ts';
import {
  chapterNumberOf,
  chapterTitleOf,
  isChapterLine,
  MAX_CHAPTER_LINE_CHARS,
} from './chapter-heading.ts';

export interface ImportedChapter {
  title: string;
  /** The number its heading states ("Chapter 3: …" → 3), matched against a planned book's. */
  number: number | null;
  /** Chapter HTML as the schema writes it ('' for a chapter with a title only). */
  html: string;
  wordCount: number;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Which top-level blocks open a chapter: every Heading 1 when the document has any; otherwise
 * headings and lines that read as chapter openings ("Chapter N…", "Prologue", "Introduction",
 * "Epilogue"). Returns the title each opening gives, by block index. Only headings and short
 * paragraphs have their text read: a manuscript's body paragraphs are most of its blocks.
 */
interface Opening {
  title: string;
  number: number | null;
}

function chapterOpenings(doc: PMNode): Map<number, Opening> {
  const h1 = new Map<number, Opening>();
  const lines = new Map<number, Opening>();
  doc.forEach((node, _offset, index) => {
    const isHeading = node.type.name === 'heading';
    const mayBeLine = isHeading || node.type.name === 'paragraph';
    // Markup and spacing aside, a node's size bounds its text's length from above.
    if (!mayBeLine || (!isHeading && node.content.size > MAX_CHAPTER_LINE_CHARS * 4)) return;
    const text = clean(textWithoutNotes(node));
    if (!text) return;
    const opening = { title: chapterTitleOf(text), number: chapterNumberOf(text) };
    if (isHeading && node.attrs.level === 1) h1.set(index, opening);
    if (isChapterLine(text)) lines.set(index, opening);
  });
  return h1.size > 0 ? h1 : lines;
}

function chapterOf({ title, number }: Opening, blocks: PMNode[]): ImportedChapter {
  if (blocks.length === 0) return { title, number, html: '', wordCount: 0 };
  const { html, wordCount } = chapterFromDoc(schema.topNodeType.create(null, blocks));
  return { title, number, html, wordCount };
}

/**
 * Splits a sanitised document into chapters at its chapter headings. The heading becomes the
 * chapter's title and is not repeated in its text. Text before the first heading (a title page,
 * an epigraph) stays with the first chapter, so nothing is lost. A document without chapter
 * headings is one chapter titled `fallbackTitle` (the file's name).
 */
export function splitChapters(doc: PMNode, fallbackTitle: string): ImportedChapter[] {
  const openings = chapterOpenings(doc);
  if (openings.size === 0) {
    const blocks: PMNode[] = [];
    doc.forEach((node) => blocks.push(node));
    return [chapterOf({ title: fallbackTitle, number: null }, blocks)];
  }
  const chapters: { opening: Opening; blocks: PMNode[] }[] = [];
  const preamble: PMNode[] = [];
  doc.forEach((node, _offset, index) => {
    const opening = openings.get(index);
    if (opening) chapters.push({ opening, blocks: chapters.length ? [] : preamble });
    else (chapters.at(-1)?.blocks ?? preamble).push(node);
  });
  return chapters.map(({ opening, blocks }) => chapterOf(opening, blocks));
}
