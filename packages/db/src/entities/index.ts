export * from './book.entity.ts';
export * from './chapter.entity.ts';
export * from './milestone.entity.ts';
export * from './citation.entity.ts';
export * from './profile.entity.ts';
export * from './eeat-log.entity.ts';
export * from './session.entity.ts';
export * from './chapter-revision.entity.ts';
export * from './setting.entity.ts';
export * from './crossref-cache.entity.ts';
export * from './cover-image.entity.ts';
export * from './cover-variant.entity.ts';
export * from './login-throttle.entity.ts';
export * from './book-job.entity.ts';
export * from './backup-run.entity.ts';
export * from './api-token.entity.ts';
export * from './reference-entry.entity.ts';
export * from './job-file.entity.ts';
export * from './figure-image.entity.ts';
export * from './trash-filter.ts';
export * from './writing-day.entity.ts';

import { BookEntity } from './book.entity.ts';
import { ChapterEntity } from './chapter.entity.ts';
import { MilestoneEntity } from './milestone.entity.ts';
import { CitationEntity } from './citation.entity.ts';
import { ProfileEntity } from './profile.entity.ts';
import { EeatLogEntity } from './eeat-log.entity.ts';
import { SessionEntity } from './session.entity.ts';
import { ChapterRevisionEntity } from './chapter-revision.entity.ts';
import { SettingEntity } from './setting.entity.ts';
import { CrossrefCacheEntity } from './crossref-cache.entity.ts';
import { CoverImageEntity } from './cover-image.entity.ts';
import { CoverVariantEntity } from './cover-variant.entity.ts';
import { LoginThrottleEntity } from './login-throttle.entity.ts';
import { BookJobEntity } from './book-job.entity.ts';
import { BackupRunEntity } from './backup-run.entity.ts';
import { ApiTokenEntity } from './api-token.entity.ts';
import { ReferenceEntryEntity } from './reference-entry.entity.ts';
import { JobFileEntity } from './job-file.entity.ts';
import { FigureImageEntity } from './figure-image.entity.ts';
import { WritingDayEntity } from './writing-day.entity.ts';

export const entities = [
  BookEntity,
  ChapterEntity,
  MilestoneEntity,
  CitationEntity,
  ProfileEntity,
  EeatLogEntity,
  SessionEntity,
  ChapterRevisionEntity,
  SettingEntity,
  CrossrefCacheEntity,
  CoverImageEntity,
  CoverVariantEntity,
  LoginThrottleEntity,
  BookJobEntity,
  BackupRunEntity,
  ApiTokenEntity,
  ReferenceEntryEntity,
  JobFileEntity,
  FigureImageEntity,
  WritingDayEntity,
];
