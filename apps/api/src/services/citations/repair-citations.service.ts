import type { EntityManager } from '@mikro-orm/postgresql';
import { hasMinimalCitation, messages } from '@receipts/domain';
import { docToHtml } from '@receipts/editor';
import { ScholarlyIndexUnavailable, type ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { badRequest } from '../../errors.ts';
import { findChapterOrThrow, rewriteChapter } from '../chapters.service.ts';
import { apaReferenceOf } from './apa-format.ts';
import { readChapterCitations, type ChapterWork } from './chapter-citations.ts';
import { readChapter, writeReferenceList } from './chapter-document.ts';
import { extractChapterCitations } from './extract-citations.service.ts';
import { INDEX_UNAVAILABLE, judgeCitation } from './judge-citation.ts';
import { runBounded } from './run-bounded.ts';
import { VALIDATION_CONCURRENCY } from './validate-citations.service.ts';

const NO_REFERENCE =
  'not found in the scholarly index nor in the reference list: add its reference by hand';

interface Resolution {
  /** The reference to list, or null when none can be written without inventing one. */
  reference: string | null;
  errors: string[];
}

/** A cited work's APA 7 reference: the index record's when one matches, else the chapter's own. */
async function resolveWork(cited: ChapterWork, index: ScholarlyIndex): Promise<Resolution> {
  const label = cited.work.first.text;
  const own = cited.entry?.parsed.text ?? null;
  try {
    const verdict = await judgeCitation(
      {
        citationText: own ?? label,
        inTextCitation: label,
        contextSnippet: cited.contextSnippet,
      },
      index,
    );
    const reference = verdict.record ? apaReferenceOf(verdict.record) : own;
    if (!reference) return { reference, errors: [`${label}: ${NO_REFERENCE}`] };
    return { reference, errors: verdict.errors.map((error) => `${label}: ${error}`) };
  } catch (error) {
    if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
    return { reference: own, errors: [`${label}: ${INDEX_UNAVAILABLE}`] };
  }
}

const alphabetical = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', ignorePunctuation: true });

/**
 * Validate/Repair Citations: refuses a chapter without SPEC's minimal citation; otherwise resolves
 * each cited work against the index and writes (or refreshes) a "References" section at the end of
 * the chapter, APA 7, alphabetical, one entry per work. Entries listed but not cited stay, named
 * among the errors. The chapter is rewritten through the versioned save, a revision first.
 */
export async function validateRepairCitations(
  em: EntityManager,
  index: ScholarlyIndex,
  chapterId: number,
): Promise<{ referencesAdded: number; errors: string[] }> {
  const chapter = await findChapterOrThrow(em, chapterId);
  const citations = readChapterCitations(chapter.content ?? null);
  if (!hasMinimalCitation(citations.prose)) {
    throw badRequest(messages.serverErrors.noCitationsInChapter);
  }
  const resolved = await runBounded(citations.works, VALIDATION_CONCURRENCY, (cited) =>
    resolveWork(cited, index),
  );
  const errors = resolved.flatMap((resolution) => resolution.errors);
  errors.push(...citations.listedNotCited.map((entry) => `Listed but not cited: ${entry}`));
  const references = [
    ...new Set([
      ...resolved.flatMap((resolution) => (resolution.reference ? [resolution.reference] : [])),
      ...citations.listedNotCited,
    ]),
  ].sort(alphabetical);
  const before = new Set(citations.layout.references?.entries.map((entry) => entry.text) ?? []);
  const referencesAdded = references.filter((reference) => !before.has(reference)).length;
  // Nothing resolved and no list yet: no empty "References" heading is written.
  if (references.length > 0) {
    await rewriteChapter(em, chapterId, 'before-citation-repair', (current) =>
      docToHtml(writeReferenceList(readChapter(current.content ?? null), references)),
    );
  }
  await extractChapterCitations(em.fork(), chapterId);
  return { referencesAdded, errors };
}
