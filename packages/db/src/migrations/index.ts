import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121000000Initial } from './Migration20261121000000Initial.ts';
import { Migration20261122000000ChapterTextUncompressed } from './Migration20261122000000ChapterTextUncompressed.ts';
import { Migration20261123130000CitationWorkKeyAndCrossrefCache } from './Migration20261123130000CitationWorkKeyAndCrossrefCache.ts';
import { Migration20261123160000DropCoverImage } from './Migration20261123160000DropCoverImage.ts';
import { Migration20261125130000BookSubtitle } from './Migration20261125130000BookSubtitle.ts';
import { Migration20261125140000BookJob } from './Migration20261125140000BookJob.ts';
import { Migration20261125150000CoverImagesInDatabase } from './Migration20261125150000CoverImagesInDatabase.ts';
import { Migration20261125150100LoginThrottle } from './Migration20261125150100LoginThrottle.ts';
import { Migration20261125150200CapContextSnippets } from './Migration20261125150200CapContextSnippets.ts';
import { Migration20261125160000BackupRun } from './Migration20261125160000BackupRun.ts';
import { Migration20261125170000ApiTokens } from './Migration20261125170000ApiTokens.ts';
import { Migration20261126090000ReferenceEntries } from './Migration20261126090000ReferenceEntries.ts';
import { Migration20261126100000ReferenceEntryJudgement } from './Migration20261126100000ReferenceEntryJudgement.ts';
import { Migration20261126180000ExportJobs } from './Migration20261126180000ExportJobs.ts';
import { Migration20261126300000FigureImages } from './Migration20261126300000FigureImages.ts';
import { Migration20261126500000Trash } from './Migration20261126500000Trash.ts';
import { Migration20261126700000WritingDays } from './Migration20261126700000WritingDays.ts';
import { Migration20261126600000CoverVariants } from './Migration20261126600000CoverVariants.ts';
import { Migration20261128200000BookEditionAndDedication } from './Migration20261128200000BookEditionAndDedication.ts';
import { Migration20261129100000JobStep } from './Migration20261129100000JobStep.ts';
import { Migration20261129140000ImportJobs } from './Migration20261129140000ImportJobs.ts';

/** Migrations in order. Listed by hand so they run the same from source and from any bundle. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121000000Initial', class: Migration20261121000000Initial },
  {
    name: 'Migration20261122000000ChapterTextUncompressed',
    class: Migration20261122000000ChapterTextUncompressed,
  },
  {
    name: 'Migration20261123130000CitationWorkKeyAndCrossrefCache',
    class: Migration20261123130000CitationWorkKeyAndCrossrefCache,
  },
  { name: 'Migration20261123160000DropCoverImage', class: Migration20261123160000DropCoverImage },
  { name: 'Migration20261125130000BookSubtitle', class: Migration20261125130000BookSubtitle },
  { name: 'Migration20261125140000BookJob', class: Migration20261125140000BookJob },
  {
    name: 'Migration20261125150000CoverImagesInDatabase',
    class: Migration20261125150000CoverImagesInDatabase,
  },
  { name: 'Migration20261125150100LoginThrottle', class: Migration20261125150100LoginThrottle },
  {
    name: 'Migration20261125150200CapContextSnippets',
    class: Migration20261125150200CapContextSnippets,
  },
  { name: 'Migration20261125160000BackupRun', class: Migration20261125160000BackupRun },
  { name: 'Migration20261125170000ApiTokens', class: Migration20261125170000ApiTokens },
  {
    name: 'Migration20261126090000ReferenceEntries',
    class: Migration20261126090000ReferenceEntries,
  },
  {
    name: 'Migration20261126100000ReferenceEntryJudgement',
    class: Migration20261126100000ReferenceEntryJudgement,
  },
  { name: 'Migration20261126180000ExportJobs', class: Migration20261126180000ExportJobs },
  { name: 'Migration20261126300000FigureImages', class: Migration20261126300000FigureImages },
  { name: 'Migration20261126500000Trash', class: Migration20261126500000Trash },
  { name: 'Migration20261126700000WritingDays', class: Migration20261126700000WritingDays },
  { name: 'Migration20261126600000CoverVariants', class: Migration20261126600000CoverVariants },
  {
    name: 'Migration20261128200000BookEditionAndDedication',
    class: Migration20261128200000BookEditionAndDedication,
  },
  { name: 'Migration20261129100000JobStep', class: Migration20261129100000JobStep },
  { name: 'Migration20261129140000ImportJobs', class: Migration20261129140000ImportJobs },
];
