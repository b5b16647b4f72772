import type { EntityManager } from '@mikro-orm/postgresql';
import { CitationEntity } from '@receipts/db';
import { titleWords, type ReplacementSuggestion } from '@receipts/domain';
import {
  ScholarlyIndexUnavailable,
  type CrossrefWork,
  type ScholarlyIndex,
} from '../../adapters/crossref/index.ts';
import { badRequest, notFound, serviceUnavailable } from '../../errors.ts';
import { apaReferenceOf } from './apa-format.ts';
import { claimOf, INDEX_UNAVAILABLE } from './judge-citation.ts';

export const MAX_REPLACEMENTS = 5;
const SNIPPET_CHARS = 300;

const authorsLine = (work: CrossrefWork) =>
  work.authors.map((author) => [author.given, author.family].filter(Boolean).join(' ')).join(', ');

/** How many of the sentence's content words the record's title and abstract share. */
function relevance(work: CrossrefWork, contextWords: Set<string>): number {
  const words = new Set(titleWords(`${work.title} ${work.abstract ?? ''}`));
  let shared = 0;
  for (const word of contextWords) if (words.has(word)) shared++;
  return shared;
}

/**
 * Up to five index records that could back the sentence a doubtful citation supports (SPEC §5:
 * only for needs_review or invalid citations with a context snippet). Each is a real record that
 * shares at least two content words with the sentence, most relevant first.
 */
export async function findReplacements(
  em: EntityManager,
  index: ScholarlyIndex,
  id: number,
): Promise<ReplacementSuggestion[]> {
  const row = await em.findOne(CitationEntity, { id });
  if (!row) throw notFound('Citation');
  const snippet = row.contextSnippet?.trim();
  if (!['needs_review', 'invalid'].includes(row.validationStatus) || !snippet) {
    throw badRequest(
      'Replacements are found only for citations that need review or are invalid and have a context snippet',
    );
  }
  const { claim } = claimOf(row);
  const own = new Set(titleWords(`${claim.firstAuthor ?? ''} ${claim.year ?? ''}`));
  const contextWords = new Set(
    titleWords(snippet).filter((word) => !own.has(word) && !/^\d+[a-z]?$/u.test(word)),
  );
  let works: CrossrefWork[];
  try {
    works = await index.search([...contextWords].slice(0, 14).join(' '), 15);
  } catch (error) {
    if (error instanceof ScholarlyIndexUnavailable) throw serviceUnavailable(INDEX_UNAVAILABLE);
    throw error;
  }
  return works
    .filter(
      (work) => work.doi !== row.doi && work.updates.length === 0 && work.updatesTo.length === 0,
    )
    .map((work) => ({ work, score: relevance(work, contextWords) }))
    .filter(({ score }) => score >= 2)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_REPLACEMENTS)
    .map(({ work }) => ({
      title: work.title,
      authors: authorsLine(work),
      year: work.year === null ? null : String(work.year),
      source: work.container ?? work.publisher,
      snippet: work.abstract ? work.abstract.slice(0, SNIPPET_CHARS) : null,
      suggestedAPA: apaReferenceOf(work),
      url: `https://doi.org/${work.doi}`,
    }));
}
