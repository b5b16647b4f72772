import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity } from '@receipts/db';
import { dayInTimeZone, isTimeZone } from '@receipts/domain';

/** The writer's time zone, kept with the daily goal (see writing-goals.service.ts). */
export const WRITING_TIME_ZONE_SETTING = 'writing_time_zone';

/** The server's own zone: the writer's days until the web app has told us theirs. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

export async function writerTimeZone(em: EntityManager): Promise<string> {
  const row = await em.findOne(SettingEntity, { key: WRITING_TIME_ZONE_SETTING });
  return row && isTimeZone(row.value) ? row.value : serverTimeZone();
}

export async function writerToday(em: EntityManager, now = new Date()): Promise<string> {
  return dayInTimeZone(now, await writerTimeZone(em));
}

/**
 * Adds a save's net words to the chapter's row for today, in the transaction that wrote the chapter
 * (so a rolled-back save counts nothing). Only the writer's own saves call this: imports, deletes and
 * the server's rewrites move text, they do not write it (docs/decisions/writing-goals.md).
 */
export async function recordWrittenWords(
  em: EntityManager,
  chapter: { id: number; bookId: number },
  netWords: number,
): Promise<void> {
  if (netWords === 0) return;
  const day = await writerToday(em);
  await em.execute(
    `insert into "writing_day" ("day", "chapter_id", "book_id", "net_words") values (?, ?, ?, ?)
     on conflict ("day", "chapter_id") do update
       set "net_words" = "writing_day"."net_words" + excluded."net_words"`,
    [day, chapter.id, chapter.bookId, netWords],
  );
}
