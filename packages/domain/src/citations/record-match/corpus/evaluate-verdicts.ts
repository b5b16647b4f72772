import { crossrefWorkToCsl } from '../crossref-to-csl.ts';
import { judgeEntryAgainstRecord, type RecordVerdict } from '../judge-entry.ts';
import { recordedWork } from './crossref-records.ts';
import type { CaseKind, VerdictCase } from './verdict-cases.ts';

export interface CaseOutcome {
  verdictCase: VerdictCase;
  got: RecordVerdict;
  namedFields: string[];
  /** The verdict is the expected one and, for a near miss, exactly the changed field is named. */
  correct: boolean;
}

export interface VerdictTable {
  /** expected kind × verdict got → count */
  counts: Record<CaseKind, Record<RecordVerdict, number>>;
  /** Typed entries verified / typed entries. */
  verifiedRecall: number;
  /** Invented works verified (the goal is 0). */
  inventedVerified: number;
  /** Near misses judged needs_review naming exactly the changed field / near misses. */
  nearMissExact: number;
  outcomes: CaseOutcome[];
}

function judge(verdictCase: VerdictCase): CaseOutcome {
  const record = crossrefWorkToCsl(recordedWork(verdictCase.recordDoi));
  const { verdict, differences } = judgeEntryAgainstRecord(verdictCase.entry, record);
  const namedFields = differences.map((difference) => difference.field);
  const correct =
    verdictCase.expected === 'not_verified'
      ? verdict !== 'verified'
      : verdict === verdictCase.expected &&
        (verdictCase.changedField === null ||
          (namedFields.length === 1 && namedFields[0] === verdictCase.changedField));
  return { verdictCase, got: verdict, namedFields, correct };
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Judges every case against its recorded Crossref work and tallies the verdict table. */
export function evaluateVerdicts(cases: readonly VerdictCase[]): VerdictTable {
  const outcomes = cases.map(judge);
  const empty = () => ({ verified: 0, needs_review: 0, no_match: 0 });
  const counts: VerdictTable['counts'] = { typed: empty(), near_miss: empty(), invented: empty() };
  for (const outcome of outcomes) counts[outcome.verdictCase.kind][outcome.got]++;
  const ofKind = (kind: CaseKind) =>
    outcomes.filter((outcome) => outcome.verdictCase.kind === kind);
  const typed = ofKind('typed');
  const nearMisses = ofKind('near_miss');
  return {
    counts,
    verifiedRecall: share(
      typed.filter((outcome) => outcome.got === 'verified').length,
      typed.length,
    ),
    inventedVerified: counts.invented.verified,
    nearMissExact: share(nearMisses.filter((outcome) => outcome.correct).length, nearMisses.length),
    outcomes,
  };
}
