import type { CslItem } from '../csl-item.ts';
import { judgeEntryAgainstRecord, type EntryJudgement } from './judge-entry.ts';
import { titleSimilarity } from './titles.ts';

export interface RecordMatch<R extends CslItem> extends EntryJudgement {
  record: R;
}

const RANK = { verified: 2, needs_review: 1, no_match: 0 } as const;

/**
 * Of the index's records, the one an entry is: verified before needs-review, then the fewest
 * differences, then the closest title. Null when no record is the entry's work. The index's own
 * rank and score are never trusted.
 */
export function bestRecordFor<R extends CslItem>(
  entry: CslItem,
  records: readonly R[],
): RecordMatch<R> | null {
  let best: (RecordMatch<R> & { similarity: number }) | null = null;
  for (const record of records) {
    const judgement = judgeEntryAgainstRecord(entry, record);
    if (judgement.verdict === 'no_match') continue;
    const similarity = titleSimilarity(entry.title ?? '', record.title ?? '');
    const better =
      !best ||
      RANK[judgement.verdict] > RANK[best.verdict] ||
      (RANK[judgement.verdict] === RANK[best.verdict] &&
        (judgement.differences.length < best.differences.length ||
          (judgement.differences.length === best.differences.length &&
            similarity > best.similarity)));
    if (better) best = { ...judgement, record, similarity };
  }
  if (!best) return null;
  const { similarity: _similarity, ...match } = best;
  return match;
}
