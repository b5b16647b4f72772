import records from './crossref-records.json' with { type: 'json' };

/** Where a recorded Crossref work was found. */
export interface RecordProvenance {
  repo: string;
  path: string;
  commit: string;
  licence: string;
}

export interface RecordedWork {
  provenance: RecordProvenance;
  /** The Crossref `message` as recorded, trimmed to the fields the matcher reads. */
  work: Record<string, unknown>;
}

export const recordedWorks: readonly RecordedWork[] = records;

/** The recorded work with this DOI (any case); throws for a DOI the corpus does not hold. */
export function recordedWork(doi: string): Record<string, unknown> {
  const found = recordedWorks.find(
    (record) => String(record.work.DOI).toLowerCase() === doi.toLowerCase(),
  );
  if (!found) throw new Error(`No recorded Crossref work ${doi}`);
  return found.work;
}
