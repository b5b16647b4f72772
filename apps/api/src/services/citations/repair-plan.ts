import {
  judgeEntryAgainstRecord,
  updateNotices,
  type FieldDifference,
  type RepairChange,
  type RepairIssue,
} from '@receipts/domain';
import { ScholarlyIndexUnavailable, type ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { referenceEntryToCsl } from '../bibliography/reference-to-csl.ts';
import { apaReferenceOf } from './apa-format.ts';
import type { ChapterWork } from './chapter-citations.ts';
import { INDEX_UNAVAILABLE, judgeCitation } from './judge-citation.ts';

export const NO_REFERENCE =
  'not found in the scholarly index nor in the reference list: add its reference by hand';
export const DIFFERS = 'differs from the index record';

/** What a repair would do for one cited work, and what it found. */
export interface WorkRepair {
  change: RepairChange | null;
  issues: RepairIssue[];
}

const issue = (citedAs: string, message: string): RepairIssue => ({
  citedAs,
  field: null,
  entry: null,
  record: null,
  message,
});

const differenceIssue = (citedAs: string, difference: FieldDifference): RepairIssue => ({
  citedAs,
  ...difference,
  message: DIFFERS,
});

/**
 * Judges one cited work against the index: a listed entry whose record differs gets a change of
 * exactly the differing fields; a work the list lacks gets the record's APA 7 reference; a work
 * with neither record nor entry is named, never invented. An outage changes nothing and says so.
 */
export async function planWorkRepair(
  cited: ChapterWork,
  index: ScholarlyIndex,
): Promise<WorkRepair> {
  const citedAs = cited.work.first.text;
  const entry = cited.entry?.parsed ?? null;
  let verdict;
  try {
    verdict = await judgeCitation(
      {
        citationText: entry?.text ?? citedAs,
        inTextCitation: citedAs,
        contextSnippet: cited.contextSnippet,
      },
      index,
    );
  } catch (error) {
    if (!(error instanceof ScholarlyIndexUnavailable)) throw error;
    return { change: null, issues: [issue(citedAs, INDEX_UNAVAILABLE)] };
  }
  const { record } = verdict;
  const base = { workKey: cited.work.key, citedAs };
  if (!record) {
    const messages = entry ? verdict.errors : [NO_REFERENCE];
    return { change: null, issues: messages.map((message) => issue(citedAs, message)) };
  }
  const notices = updateNotices(record).map((message) => issue(citedAs, message));
  if (!entry) {
    const reference = apaReferenceOf(record);
    return {
      change: { ...base, kind: 'add', entry: null, reference, differences: [] },
      issues: notices,
    };
  }
  const { differences } = judgeEntryAgainstRecord(referenceEntryToCsl(entry, citedAs), record.csl);
  return {
    change: differences.length
      ? {
          ...base,
          kind: 'change',
          entry: cited.entry?.block.text ?? entry.text,
          reference: null,
          differences,
        }
      : null,
    issues: [...differences.map((difference) => differenceIssue(citedAs, difference)), ...notices],
  };
}
