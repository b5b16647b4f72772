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
import { docxToHtml } from './docx-to-html.ts';
import { takeTitleBlock } from './docx-title-block.ts';
import { takeFrontMatter } from './front-matter.ts';
import { markdownText, markdownToHtml } from './markdown-to-html.ts';
import { pdfRunsToHtml } from './pdf-layout.ts';
import { pdfPageRuns } from './pdf-page-runs.ts';

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
  { purpose: 'plan'; plan: MasterPlan } | { purpose: 'chapters'; chapters: ImportedChapter[] };

/**
 * The document as HTML for the editor's schema, and the fields it states about itself (Word's
 * title block, Markdown front matter), which are never part of its text.
 */
async function toHtml(
  kind: DocumentKind,
  input: ImportDocumentInput,
): Promise<{ html: string; fields: Record<string, unknown> }> {
  if (kind === 'docx') return takeTitleBlock(await docxToHtml(input.bytes));
  if (kind === 'pdf') {
    // A title page names the book: a plan reads it, chapters leave it out.
    const titlePage = input.purpose === 'plan' ? 'keep' : 'drop';
    const html = pdfRunsToHtml(await pdfPageRuns(input.bytes), {
      titlePage,
      linkNotes: editorHasFootnotes,
    });
    return { html, fields: {} };
  }
  const { body, fields } = takeFrontMatter(markdownText(input.bytes));
  return { html: markdownToHtml(body, input.purpose === 'plan'), fields };
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
  const { html: raw, fields } = await toHtml(kind, input);
  const html = inlineNotes(raw);
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
  };
}
