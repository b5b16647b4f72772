import type { EntityManager } from '@mikro-orm/postgresql';
import { ReferenceEntryEntity, type ReferenceEntry } from '@receipts/db';
import {
  exportFileName,
  type Bibliography,
  type CslItem,
  type ReferenceEntryView,
} from '@receipts/domain';
import type { ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { findBookOrThrow } from '../books.service.ts';
import { DOI_NOT_FOUND, IN_A_CHAPTER, NOT_A_DOI } from './bibliography-texts.ts';
import { formatReferences, readBibliography } from './bibliography-pool.ts';
import { writeBibliographyFile, type ExportFormat } from './citation-js.ts';
import { entryWorkKey } from './entry-work-key.ts';
import { linkBookCitations } from './link-citations.ts';

interface CitationUse {
  id: number;
  chapterId: number;
  inTextCitation: string;
  entryId: number | null;
}

/** The book's entries with the citations that use each, and the citations no entry describes. */
export async function listBibliography(em: EntityManager, bookId: number): Promise<Bibliography> {
  await findBookOrThrow(em, bookId);
  const entries = await em.find(
    ReferenceEntryEntity,
    { book: bookId },
    { orderBy: { workKey: 'asc' } },
  );
  const uses = await em.execute<CitationUse[]>(
    `select c."id", c."chapter_id" as "chapterId",
            coalesce(c."in_text_citation", c."citation_text") as "inTextCitation",
            c."reference_entry_id" as "entryId"
       from "citation" c join "chapter" ch on ch."id" = c."chapter_id"
      where ch."book_id" = ? order by ch."order_index", c."id"`,
    [bookId],
  );
  const usesOf = new Map<number, CitationUse[]>();
  for (const use of uses) {
    if (use.entryId === null) continue;
    usesOf.set(use.entryId, [...(usesOf.get(use.entryId) ?? []), use]);
  }
  const plain = ({ id, chapterId, inTextCitation }: CitationUse) => ({
    id,
    chapterId,
    inTextCitation,
  });
  return {
    entries: entries.map((entry) => toView(entry, (usesOf.get(entry.id) ?? []).map(plain))),
    unlinkedCitations: uses.filter((use) => use.entryId === null).map(plain),
  };
}

function toView(
  entry: ReferenceEntry,
  citations: ReferenceEntryView['citations'],
): ReferenceEntryView {
  const csl = entry.csl as CslItem;
  const record = entry.record as CslItem | null;
  return {
    id: entry.id,
    workKey: entry.workKey,
    text: entry.sourceText ?? '',
    source: entry.source as ReferenceEntryView['source'],
    chapterId: entry.chapter?.id ?? null,
    verdict: entry.verdict as ReferenceEntryView['verdict'],
    errors: entry.errors ?? [],
    differences: (entry.differences ?? []) as ReferenceEntryView['differences'],
    doi: record?.DOI ?? csl.DOI ?? null,
    citedDeliberately: entry.citedDeliberately,
    citations,
  };
}

/**
 * Adds entries from a file or a DOI. A work the book already has keeps its entry (the one the
 * writer typed, or the first import); each new one is written in APA 7 as its text.
 */
async function addEntries(
  em: EntityManager,
  bookId: number,
  items: readonly CslItem[],
  source: 'file' | 'doi',
): Promise<{ added: number; alreadyListed: number }> {
  const keyed = new Map<string, CslItem>();
  for (const item of items) {
    const workKey = entryWorkKey(item);
    if (!keyed.has(workKey)) keyed.set(workKey, { ...item, id: workKey });
  }
  const present = new Set(
    (
      await em.find(
        ReferenceEntryEntity,
        { book: bookId, workKey: { $in: [...keyed.keys()] } },
        { fields: ['workKey'] },
      )
    ).map((entry) => entry.workKey),
  );
  const fresh = [...keyed.values()].filter((item) => !present.has(String(item.id)));
  const texts = new Map((await formatReferences(fresh)).map((entry) => [entry.id, entry.text]));
  for (const item of fresh) {
    em.create(ReferenceEntryEntity, {
      book: bookId,
      workKey: String(item.id),
      csl: item,
      source,
      sourceText: texts.get(String(item.id)) ?? null,
    });
  }
  await em.flush();
  await linkBookCitations(em, bookId);
  return { added: fresh.length, alreadyListed: items.length - fresh.length };
}

/** A BibTeX, RIS or CSL-JSON file's entries into the book (400 for any other file, nothing stored). */
export async function importBibliographyFile(
  em: EntityManager,
  bookId: number,
  text: string,
  /** Inside the transaction, after the entries are written (an import job records its end). */
  beforeCommit?: (
    tx: EntityManager,
    result: { added: number; alreadyListed: number },
  ) => Promise<void>,
) {
  await findBookOrThrow(em, bookId);
  const items = await readBibliography(text);
  return em.transactional(async (tx) => {
    const result = await addEntries(tx, bookId, items, 'file');
    await beforeCommit?.(tx, result);
    return result;
  });
}

const DOI_PATTERN = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.\d{4,9}\/\S+)$/iu;

/** The work a pasted DOI names, from the scholarly index, as an entry of the book. */
export async function addEntryByDoi(
  em: EntityManager,
  index: ScholarlyIndex,
  bookId: number,
  pasted: string,
) {
  await findBookOrThrow(em, bookId);
  const doi = DOI_PATTERN.exec(pasted.trim())?.[1];
  if (!doi) throw badRequest(NOT_A_DOI);
  const work = await index.work(doi);
  if (!work) throw new AppError(404, DOI_NOT_FOUND(doi));
  return em.transactional((tx) => addEntries(tx, bookId, [work.csl], 'doi'));
}

/**
 * Deletes an entry from a file, a DOI or a deleted chapter; its citations are pending, without an
 * entry, until the book lists the work again. An entry of a chapter's list is deleted by editing
 * that list (400).
 */
export async function deleteEntry(em: EntityManager, id: number): Promise<void> {
  const entry = await em.findOne(ReferenceEntryEntity, { id });
  if (!entry) throw notFound('Reference entry');
  // An entry whose chapter was deleted has no list left to edit: it may go from here.
  if (entry.source === 'chapter' && entry.chapter) throw badRequest(IN_A_CHAPTER);
  const bookId = entry.book.id;
  await em.transactional(async (tx) => {
    await tx.execute(
      `update "citation" set "reference_entry_id" = null, "validation_status" = 'pending',
         "validation_errors" = null, "auto_fix_suggestion" = null, "updated_at" = now()
       where "reference_entry_id" = ?`,
      [id],
    );
    await tx.execute(`delete from "reference_entry" where "id" = ?`, [id]);
    await linkBookCitations(tx, bookId);
  });
}

const EXPORT_FILES: Record<ExportFormat, { extension: string; contentType: string }> = {
  bibtex: { extension: 'bib', contentType: 'application/x-bibtex; charset=utf-8' },
  ris: { extension: 'ris', contentType: 'application/x-research-info-systems; charset=utf-8' },
  'csl-json': {
    extension: 'json',
    contentType: 'application/vnd.citationstyles.csl+json; charset=utf-8',
  },
};

/** The book's entries as a BibTeX, RIS or CSL-JSON file, for Zotero, Mendeley or EndNote. */
export async function exportBibliography(em: EntityManager, bookId: number, format: ExportFormat) {
  const book = await findBookOrThrow(em, bookId);
  const entries = await em.find(
    ReferenceEntryEntity,
    { book: bookId },
    { orderBy: { workKey: 'asc' } },
  );
  const file = EXPORT_FILES[format];
  return {
    text: writeBibliographyFile(
      entries.map((entry) => entry.csl as CslItem),
      format,
    ),
    contentType: file.contentType,
    fileName: `${exportFileName(book.title, 'md').replace(/\.md$/u, '')}-references.${file.extension}`,
  };
}
