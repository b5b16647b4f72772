import type { EntryField, FieldDifference } from '../bibliography-types.ts';
import type { CslItem } from '../csl-item.ts';
import { apaAuthors, apaDoi, apaPages, apaYear, plain, yearOf } from './apa-values.ts';
import { containersAgree, doisAgree, numbersAgree, pagesAgree } from './field-agreement.ts';
import { sameAuthor } from './names.ts';
import { titleAgreement, type TitleAgreement } from './titles.ts';

export type RecordVerdict = 'verified' | 'needs_review' | 'no_match';

export interface EntryJudgement {
  verdict: RecordVerdict;
  /** Each field where the entry says something the record contradicts, as APA writes both. */
  differences: FieldDifference[];
}

/** Who is in the author position: the authors, or the editors of an edited book. */
const creators = (item: CslItem) => (item.author?.length ? item.author : (item.editor ?? []));

/**
 * The first author names the same person or organisation, and the authors both lists give are
 * the same people in the same order.
 */
function authorsAgree(entry: CslItem, record: CslItem): boolean {
  const entryNames = creators(entry);
  const recordNames = creators(record);
  const [entryFirst] = entryNames;
  const [recordFirst] = recordNames;
  // A work without author or editor (an unsigned article): APA moves the title up; nothing to compare.
  if (!entryFirst && !recordFirst) return true;
  if (!entryFirst || !recordFirst || !sameAuthor(entryFirst, recordFirst)) return false;
  const shared = Math.min(entryNames.length, recordNames.length, 19);
  for (let at = 1; at < shared; at++) {
    const entryName = entryNames[at];
    const recordName = recordNames[at];
    if (entryName && recordName && !sameAuthor(entryName, recordName)) return false;
  }
  return true;
}

/** A year agrees with the record's print (issued) year or, for an online-first work, its online year. */
function yearAgrees(entry: CslItem, record: CslItem): boolean {
  const year = yearOf(entry.issued);
  const recordYears = [yearOf(record.issued), yearOf(record['available-date'])];
  // "n.d." agrees only with a record that has no date either.
  if (year === null) return recordYears.every((recordYear) => recordYear === null);
  return recordYears.includes(year);
}

/**
 * The ways a title may be written: whole, and — for a translated work, which APA writes
 * "Original title [Translated title]" — the original and each bracketed translation on its own.
 */
function titleVariants(title: string | null): string[] {
  if (!title) return [];
  const translations = [...title.matchAll(/\[([^\]]+)\]/gu)].map((match) => match[1] ?? '');
  const original = title.replace(/\s*\[[^\]]+\]\s*/gu, ' ').trim();
  return [title, original, ...translations].filter((variant) => variant.length > 0);
}

const TITLE_RANK = { agrees: 2, close: 1, differs: 0 } as const;

/** The entry's title against the record's (or its original-language title), the best way they meet. */
function titleOf(entry: CslItem, record: CslItem): TitleAgreement {
  const recordTitles = [
    ...titleVariants(plain(record.title)),
    ...titleVariants(plain(record['original-title'])),
  ];
  let best: TitleAgreement = 'differs';
  for (const own of titleVariants(plain(entry.title))) {
    for (const theirs of recordTitles) {
      const agreement = titleAgreement(own, theirs);
      if (TITLE_RANK[agreement] > TITLE_RANK[best]) best = agreement;
    }
  }
  return best;
}

interface FieldCheck {
  field: EntryField;
  /** null when the entry does not give this field: nothing to contradict. */
  entry: string | null;
  record: string | null;
  agrees: (entry: string, record: string) => boolean;
}

/** The secondary fields: compared only where both entry and record give a value. */
function secondaryChecks(entry: CslItem, record: CslItem): FieldCheck[] {
  const entryPages = plain(entry.page) ?? plain(entry.number);
  const recordPages = plain(record.page) ?? plain(record.number);
  return [
    {
      field: 'container',
      entry: plain(entry['container-title']),
      record: plain(record['container-title']),
      agrees: (own) =>
        containersAgree(
          own,
          [record['container-title'], record['container-title-short']].filter(
            (name): name is string => typeof name === 'string',
          ),
        ),
    },
    {
      field: 'volume',
      entry: plain(entry.volume),
      record: plain(record.volume),
      agrees: numbersAgree,
    },
    {
      field: 'issue',
      entry: plain(entry.issue),
      record: plain(record.issue),
      agrees: numbersAgree,
    },
    {
      field: 'pages',
      entry: entryPages && apaPages(entryPages),
      record: recordPages && apaPages(recordPages),
      agrees: pagesAgree,
    },
    {
      field: 'doi',
      entry: entry.DOI ? apaDoi(entry.DOI) : null,
      record: record.DOI ? apaDoi(record.DOI) : null,
      agrees: doisAgree,
    },
  ];
}

/**
 * Judges a book's entry against one index record (both CSL-JSON). "verified" only when the first
 * author, the year and the title agree and no other field the entry gives is contradicted.
 * "needs_review" when it is the same work written wrong: the title agrees (or is close) with the
 * author or year right, or the DOI is the record's; each differing field is named with both
 * values as APA writes them. Anything else, including a title the record does not have under the
 * same authors (an invented work with real names), is "no_match".
 */
export function judgeEntryAgainstRecord(entry: CslItem, record: CslItem): EntryJudgement {
  const author = authorsAgree(entry, record);
  const year = yearAgrees(entry, record);
  const title = titleOf(entry, record);
  const differences: FieldDifference[] = [];
  if (!author) {
    differences.push({
      field: 'author',
      entry: apaAuthors(entry.author),
      record: apaAuthors(record.author),
    });
  }
  if (!year) {
    differences.push({
      field: 'year',
      entry: yearOf(entry.issued) === null ? 'n.d.' : apaYear(entry),
      record: apaYear(record),
    });
  }
  if (title !== 'agrees') {
    differences.push({ field: 'title', entry: plain(entry.title), record: plain(record.title) });
  }
  for (const check of secondaryChecks(entry, record)) {
    if (check.entry !== null && check.record !== null && !check.agrees(check.entry, check.record)) {
      differences.push({ field: check.field, entry: check.entry, record: check.record });
    }
  }
  const sameDoi = Boolean(entry.DOI && record.DOI && doisAgree(entry.DOI, record.DOI));
  if (differences.length === 0) return { verdict: 'verified', differences };
  const sameWork =
    sameDoi || (title === 'agrees' && (author || year)) || (title === 'close' && author && year);
  return {
    verdict: sameWork ? 'needs_review' : 'no_match',
    differences: sameWork ? differences : [],
  };
}
