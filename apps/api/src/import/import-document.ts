import type { MasterPlan } from '@receipts/domain';
import { schema } from '@receipts/editor';
import {
  ChapterHtmlError,
  htmlToDoc,
  inlineNotes,
  metadataFromFields,
  readMasterPlan,
  sceneBreaksFromOrnaments,
  splitChapters,
  type ImportedChapter,
} from '@receipts/editor/server';
import { documentKind, type DocumentKind } from './document-kind.ts';
import { DocumentRefused, refusals } from './document-refused.ts';
import { markdownPictures, type ImportedImage } from './imported-pictures.ts';
import { docxToHtml } from './docx-to-html.ts';
import { takeTitleBlock } from './docx-title-block.ts';
import { takeFrontMatter } from './front-matter.ts';
import { markdownText, markdownToHtml } from './markdown-to-html.ts';
import { pdfRunsToHtml } from './pdf-layout.ts';
import { pdfPageRuns } from './pdf-page-runs.ts';
import { importTexts } from './import-texts.ts';
import { tabularPages } from './pdf-tabular-pages.ts';
import { tableCaptions } from './table-captions.ts';

/**
 * Whether the editor's schema has footnotes (being added to it for #18): a PDF's notes become
 * footnotes at their references only then, as the sanitiser would otherwise spill their text into
 * the sentence; until then they stay paragraphs after the text they interrupt.
 */
const editorHasFootnotes = 'footnote' in schema.nodes;

export interface ImportDocumentInput {
  bytes: Uint8Array;
  fileName: string;
  mediaType: string;
  /** A master plan becomes a book; chapters are appended to one. */
  purpose: 'plan' | 'chapters';
}

export type ImportDocumentResult =
  | { purpose: 'plan'; plan: MasterPlan }
  | {
      purpose: 'chapters';
      chapters: ImportedChapter[];
      /** What the reply should tell about the import (a PDF's pages that look tabular). */
      notices: string[];
      /** The pictures the chapters' figures name, to be stored with them. */
      images: ImportedImage[];
    };

/**
 * The document as HTML for the editor's schema, and the fields it states about itself (Word's
 * title block, Markdown front matter), which are never part of its text.
 */
async function toHtml(
  kind: DocumentKind,
  input: ImportDocumentInput,
): Promise<{
  html: string;
  fields: Record<string, unknown>;
  notices: string[];
  images?: ImportedImage[];
}> {
  if (kind === 'docx') {
    const { html, images } = await docxToHtml(input.bytes);
    return { ...takeTitleBlock(html), images, notices: [] };
  }
  if (kind === 'pdf') {
    // A title page names the book: a plan reads it, chapters leave it out.
    const titlePage = input.purpose === 'plan' ? 'keep' : 'drop';
    const pages = await pdfPageRuns(input.bytes);
    const html = pdfRunsToHtml(pages, { titlePage, linkNotes: editorHasFootnotes });
    const tabular = tabularPages(pages);
    return { html, fields: {}, notices: tabular.length ? [importTexts.pdfTables(tabular)] : [] };
  }
  const { body, fields } = takeFrontMatter(markdownText(input.bytes));
  const { html, images } = markdownPictures(markdownToHtml(body, input.purpose === 'plan'));
  return { html, fields, images, notices: [] };
}

/** "Chapter 3.docx" → "Chapter 3": a chapter or a book named after its file. */
export function titleFromFileName(fileName: string): string {
  return fileName.replace(/\.[a-z]+$/i, '').trim() || 'Untitled';
}

/**
 * The whole import short of the database: sniff, parse to HTML (notes put where they are
 * referenced), pass it through the editor's
 * schema (the sanitiser: what it cannot represent is dropped), then read the plan or split the
 * chapters. Runs inside the parsing worker; everything it returns is plain data.
 */
export async function importDocument(input: ImportDocumentInput): Promise<ImportDocumentResult> {
  const kind = documentKind(input.fileName, input.mediaType, input.bytes);
  // Notes move from the list at the end of the document to their references, before the chapters
  // are split: each chapter keeps its own notes.
  const { html: raw, fields, notices, images = [] } = await toHtml(kind, input);
  const html = inlineNotes(tableCaptions(raw));
  let doc;
  try {
    doc = htmlToDoc(html);
  } catch (error) {
    if (error instanceof ChapterHtmlError) throw new DocumentRefused(error.message);
    throw error;
  }
  if (doc.textContent.trim() === '') throw refusals.noText();
  const fallbackTitle = titleFromFileName(input.fileName);
  if (input.purpose === 'plan')
    return {
      purpose: 'plan',
      plan: readMasterPlan(doc, fallbackTitle, metadataFromFields(fields)),
    };
  // "* * *" or "#" alone on a line between scenes becomes a scene break.
  return {
    purpose: 'chapters',
    chapters: splitChapters(sceneBreaksFromOrnaments(doc), fallbackTitle),
    notices,
    images,
  };
}
