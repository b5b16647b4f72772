import type { Node as PMNode } from 'prosemirror-model';
import { schema } from '../schema.ts';
import { chapterFromDoc } from '../server/sanitize-chapter-html.ts';
import { textWithoutNotes } from '../text/doc-text.ts';
import { chapterTitleOf, isChapterLine, MAX_CHAPTER_LINE_CHARS } from './chapter-heading.ts';

export interface ImportedChapter {
  title: string;
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
function chapterOpenings(doc: PMNode): Map<number, string> {
  const h1 = new Map<number, string>();
  const lines = new Map<number, string>();
  doc.forEach((node, _offset, index) => {
    const isHeading = node.type.name === 'heading';
    const mayBeLine = isHeading || node.type.name === 'paragraph';
    // Markup and spacing aside, a node's size bounds its text's length from above.
    if (!mayBeLine || (!isHeading && node.content.size > MAX_CHAPTER_LINE_CHARS * 4)) return;
    const text = clean(textWithoutNotes(node));
    if (!text) return;
    if (isHeading && node.attrs.level === 1) h1.set(index, chapterTitleOf(text));
    if (isChapterLine(text)) lines.set(index, chapterTitleOf(text));
  });
  return h1.size > 0 ? h1 : lines;
}

function chapterOf(title: string, blocks: PMNode[]): ImportedChapter {
  if (blocks.length === 0) return { title, html: '', wordCount: 0 };
  const { html, wordCount } = chapterFromDoc(schema.topNodeType.create(null, blocks));
  return { title, html, wordCount };
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
    return [chapterOf(fallbackTitle, blocks)];
  }
  const chapters: { title: string; blocks: PMNode[] }[] = [];
  const preamble: PMNode[] = [];
  doc.forEach((node, _offset, index) => {
    const title = openings.get(index);
    if (title !== undefined) chapters.push({ title, blocks: chapters.length ? [] : preamble });
    else (chapters.at(-1)?.blocks ?? preamble).push(node);
  });
  return chapters.map(({ title, blocks }) => chapterOf(title, blocks));
}
