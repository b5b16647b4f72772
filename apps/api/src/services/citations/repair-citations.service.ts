import type { EntityManager } from '@mikro-orm/postgresql';
import {
  hasMinimalCitation,
  messages,
  patchedEntryText,
  type CitationRepairInput,
  type CitationRepairReply,
  type RepairChange,
  type RepairIssue,
} from '@receipts/domain';
import { docToHtml } from '@receipts/editor';
import type { ScholarlyIndex } from '../../adapters/crossref/index.ts';
import { badRequest } from '../../errors.ts';
import { findChapterOrThrow, rewriteChapter } from '../chapters.service.ts';
import { applyRepairs, citationEdits, type AppliedRepairs } from './apply-repairs.ts';
import { entriesElsewhere, type EntryElsewhere } from './entries-elsewhere.ts';
import { readChapterCitations } from './chapter-citations.ts';
import { extractChapterCitations } from './extract-citations.service.ts';
import { planWorkRepair } from './repair-plan.ts';
import { runBounded } from './run-bounded.ts';
import { VALIDATION_CONCURRENCY } from './validate-citations.service.ts';

/** What a repair did, summed over the chapters it rewrote. */
type RepairCounts = Omit<AppliedRepairs, 'doc'>;

type Skip = NonNullable<CitationRepairInput['skip']>;

/** The changes the writer kept: a skipped work is left out, a skipped field is left out of its work. */
function withoutSkipped(changes: RepairChange[], skip: Skip): RepairChange[] {
  const skipped = (workKey: string, field?: string) =>
    skip.some(
      (item) => item.workKey === workKey && (item.field === undefined || item.field === field),
    );
  return changes.flatMap((change) => {
    if (skipped(change.workKey)) return [];
    const differences = change.differences.filter((d) => !skipped(change.workKey, d.field));
    return change.kind === 'change' && differences.length === 0 ? [] : [{ ...change, differences }];
  });
}

const UNPLACED =
  'differs from the index record, but the entry has no place for it: change it by hand';

/** Each issue with what happened to it: corrected, left (skipped or a preview), or not placeable. */
function outcomeOf(
  issue: RepairIssue,
  applied: RepairCounts | null,
  changes: RepairChange[],
): RepairIssue {
  if (!issue.field) return issue;
  const change = changes.find((c) => c.citedAs === issue.citedAs);
  const unplaced =
    change && applied?.unplaced.get(change.workKey)?.some((d) => d.field === issue.field);
  if (unplaced) return { ...issue, message: UNPLACED };
  const done = applied && change?.differences.some((d) => d.field === issue.field);
  return { ...issue, message: `${issue.message}${done ? ': corrected' : ''}` };
}

const errorLine = (issue: RepairIssue) =>
  issue.field
    ? `${issue.citedAs}: ${issue.field} ${issue.message} (${issue.entry ?? 'none'} → ${issue.record ?? 'none'})`
    : `${issue.citedAs}: ${issue.message}`;

/**
 * Applies the changes where each entry stands: the chapter's own list in the chapter's revision,
 * an entry of another chapter (a final "References" chapter) in that chapter's own revision, its
 * corrected author or year reaching the citing chapter's in-text citations.
 */
async function applyWhereListed(
  em: EntityManager,
  chapterId: number,
  changes: RepairChange[],
  elsewhere: ReadonlyMap<string, EntryElsewhere>,
): Promise<RepairCounts> {
  const total: RepairCounts = { added: 0, changed: 0, unplaced: new Map() };
  const count = (applied: AppliedRepairs) => {
    total.added += applied.added;
    total.changed += applied.changed;
    for (const [key, fields] of applied.unplaced) total.unplaced.set(key, fields);
  };
  const byChapter = new Map<number, RepairChange[]>();
  for (const change of changes) {
    const other = elsewhere.get(change.workKey)?.chapterId;
    if (other !== undefined) byChapter.set(other, [...(byChapter.get(other) ?? []), change]);
  }
  for (const [otherId, its] of byChapter) {
    await rewriteChapter(em, otherId, 'before-citation-repair', (current) => {
      const applied = applyRepairs(current.content ?? null, its, current.title);
      count(applied);
      return applied.added + applied.changed > 0 ? docToHtml(applied.doc) : null;
    });
  }
  const corrected = new Map(
    changes
      .filter((change) => elsewhere.has(change.workKey) && change.entry)
      .map((change) => [change.workKey, patchedEntryText(change.entry ?? '', change.differences)]),
  );
  const own = changes.filter((change) => !elsewhere.has(change.workKey));
  await rewriteChapter(em, chapterId, 'before-citation-repair', (current) => {
    const applied = applyRepairs(current.content ?? null, own);
    count(applied);
    const doc = citationEdits(applied.doc, corrected);
    return applied.added + applied.changed > 0 || doc !== applied.doc ? docToHtml(doc) : null;
  });
  return total;
}

/**
 * Validate/Repair Citations: refuses a chapter without SPEC's minimal citation; otherwise judges
 * each cited work against the index and repairs only what is wrong: a listed entry gets exactly the
 * fields that differ from its record (marks, sentence case and the text around kept), a work the
 * list lacks gets the record's APA 7 reference where it sorts. One revision for the whole repair.
 * With `dryRun`, answers the changes without making them; `skip` leaves the writer's choices out.
 */
export async function validateRepairCitations(
  em: EntityManager,
  index: ScholarlyIndex,
  input: CitationRepairInput,
): Promise<CitationRepairReply> {
  const chapter = await findChapterOrThrow(em, input.id);
  const citations = readChapterCitations(chapter.content ?? null);
  if (!hasMinimalCitation(citations.prose)) {
    throw badRequest(messages.serverErrors.noCitationsInChapter);
  }
  const elsewhere = await entriesElsewhere(em, chapter, citations);
  const works = citations.works.map((cited) => ({
    ...cited,
    entry: cited.entry ?? elsewhere.get(cited.work.key) ?? null,
  }));
  const plans = await runBounded(works, VALIDATION_CONCURRENCY, (cited) =>
    planWorkRepair(cited, index),
  );
  const proposed = plans.flatMap((plan) => (plan.change ? [plan.change] : []));
  const changes = withoutSkipped(proposed, input.skip ?? []);
  const done =
    !input.dryRun && changes.length > 0
      ? await applyWhereListed(em, input.id, changes, elsewhere)
      : null;
  if (done) await extractChapterCitations(em.fork(), input.id);
  const issues = [
    ...plans.flatMap((plan) => plan.issues).map((issue) => outcomeOf(issue, done, changes)),
    ...citations.listedNotCited.map((entry) => ({
      citedAs: entry,
      field: null,
      entry,
      record: null,
      message: 'listed but not cited',
    })),
  ];
  const listed = works.filter((cited) => cited.entry).length + citations.listedNotCited.length;
  return {
    referencesAdded: done?.added ?? 0,
    referencesChanged: done?.changed ?? 0,
    referencesUnchanged: listed - (done?.changed ?? 0),
    errors: issues.map(errorLine),
    issues,
    changes: input.dryRun ? proposed : changes,
    applied: done !== null && done.added + done.changed > 0,
  };
}
