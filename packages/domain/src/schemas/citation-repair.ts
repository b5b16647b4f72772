import { z } from 'zod';
import { ENTRY_FIELDS } from '../citations/bibliography-types.ts';
import { idSchema } from './common.ts';

const entryFieldSchema = z.enum(ENTRY_FIELDS);
const workKeySchema = z.string().min(1).max(1000);

/** Validate/Repair: `dryRun` answers what would change without changing it; `skip` leaves changes out. */
export const citationRepairInput = z.object({
  id: idSchema,
  dryRun: z.boolean().optional(),
  /** A work (all its changes) or one field of it that the writer chose not to apply. */
  skip: z
    .array(z.object({ workKey: workKeySchema, field: entryFieldSchema.optional() }))
    .max(2000)
    .optional(),
});
export type CitationRepairInput = z.infer<typeof citationRepairInput>;

export const fieldDifferenceSchema = z.object({
  field: entryFieldSchema,
  entry: z.string().nullable(),
  record: z.string().nullable(),
});

/** One entry a repair adds (a cited work the list lacked) or changes (fields that differ from the record). */
export const repairChangeSchema = z.object({
  workKey: workKeySchema,
  /** How the chapter first cites the work, e.g. "(Pager, 2003)". */
  citedAs: z.string(),
  kind: z.enum(['add', 'change']),
  /** The entry as the chapter writes it now (null for an entry to add). */
  entry: z.string().nullable(),
  /** The reference to add (null for a change). */
  reference: z.string().nullable(),
  differences: z.array(fieldDifferenceSchema),
});
export type RepairChange = z.infer<typeof repairChangeSchema>;

/** Something a repair found: the work, the field when one is concerned, what and why. */
export const repairIssueSchema = z.object({
  citedAs: z.string(),
  field: entryFieldSchema.nullable(),
  entry: z.string().nullable(),
  record: z.string().nullable(),
  message: z.string(),
});
export type RepairIssue = z.infer<typeof repairIssueSchema>;

export const citationRepairReplySchema = z.object({
  /** Entries added to the list (SPEC's count: only entries that were not there before). */
  referencesAdded: z.number().int(),
  referencesChanged: z.number().int(),
  referencesUnchanged: z.number().int(),
  /** SPEC's list of error strings: each issue as one line. */
  errors: z.array(z.string()),
  issues: z.array(repairIssueSchema),
  /** What was changed, or with `dryRun`, what would be. */
  changes: z.array(repairChangeSchema),
  applied: z.boolean(),
});
export type CitationRepairReply = z.infer<typeof citationRepairReplySchema>;

/** The writer cites a retracted (or questioned) work on purpose: the notice stays, the warning is acknowledged. */
export const citedDeliberatelyInput = z.object({ id: idSchema, citedDeliberately: z.boolean() });
export const citedDeliberatelyReplySchema = z.object({
  id: z.number().int(),
  citedDeliberately: z.boolean(),
});
