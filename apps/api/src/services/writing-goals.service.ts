import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity } from '@receipts/db';
import {
  addDays,
  dayInTimeZone,
  writingPace,
  writingStreak,
  type BookProgress,
  type WritingGoalInput,
  type WritingGoals,
} from '@receipts/domain';
import { findBookOrThrow } from './books.service.ts';
import { WRITING_TIME_ZONE_SETTING, writerTimeZone } from './writing-days.ts';

const DAILY_GOAL_SETTING = 'daily_word_goal';
const RECENT_DAYS = 7;

async function readDailyGoal(em: EntityManager): Promise<number | null> {
  const row = await em.findOne(SettingEntity, { key: DAILY_GOAL_SETTING });
  const goal = row ? Number(row.value) : NaN;
  return Number.isInteger(goal) && goal > 0 ? goal : null;
}

/** Net words per day across all books, from `since` on. */
async function wordsByDay(em: EntityManager, since: string) {
  return em.execute<{ day: string; words: number }[]>(
    `select to_char("day", 'YYYY-MM-DD') as "day", sum("net_words")::int as "words"
       from "writing_day" where "day" >= ? group by "day"`,
    [since],
  );
}

/** Days whose net words reached the goal, newest first; the streak walks them back from today. */
async function daysMeetingGoal(em: EntityManager, goal: number): Promise<string[]> {
  const rows = await em.execute<{ day: string }[]>(
    `select to_char("day", 'YYYY-MM-DD') as "day" from "writing_day"
      group by "day" having sum("net_words") >= ? order by "day" desc`,
    [goal],
  );
  return rows.map((row) => row.day);
}

export async function readWritingGoals(em: EntityManager, now = new Date()): Promise<WritingGoals> {
  const timeZone = await writerTimeZone(em);
  const today = dayInTimeZone(now, timeZone);
  const dailyWordGoal = await readDailyGoal(em);
  const rows = await wordsByDay(em, addDays(today, -(RECENT_DAYS - 1)));
  const words = new Map(rows.map((row) => [row.day, row.words]));
  const recentDays = Array.from({ length: RECENT_DAYS }, (_, i) => {
    const day = addDays(today, i - (RECENT_DAYS - 1));
    return { day, words: words.get(day) ?? 0 };
  });
  const wordsToday = words.get(today) ?? 0;
  return {
    dailyWordGoal,
    timeZone,
    today,
    wordsToday,
    goalMetToday: dailyWordGoal !== null && wordsToday >= dailyWordGoal,
    streakDays:
      dailyWordGoal === null ? 0 : writingStreak(await daysMeetingGoal(em, dailyWordGoal), today),
    recentDays,
  };
}

/** Sets the daily goal (null removes it) and, when given, the time zone the writer's days are in. */
export async function saveWritingGoals(
  em: EntityManager,
  input: WritingGoalInput,
): Promise<WritingGoals> {
  if (input.dailyWordGoal === null) {
    await em.nativeDelete(SettingEntity, { key: DAILY_GOAL_SETTING });
  } else {
    await em.upsert(SettingEntity, { key: DAILY_GOAL_SETTING, value: String(input.dailyWordGoal) });
  }
  if (input.timeZone !== undefined) {
    await em.upsert(SettingEntity, { key: WRITING_TIME_ZONE_SETTING, value: input.timeZone });
  }
  return readWritingGoals(em);
}

/** The book's target and deadline against its words: today's net words and the pace needed. */
export async function readBookProgress(
  em: EntityManager,
  bookId: number,
  now = new Date(),
): Promise<BookProgress> {
  const book = await findBookOrThrow(em, bookId);
  const today = dayInTimeZone(now, await writerTimeZone(em));
  const [row] = await em.execute<{ words: number }[]>(
    `select coalesce(sum("net_words"), 0)::int as "words" from "writing_day"
      where "book_id" = ? and "day" = ?`,
    [bookId, today],
  );
  const pace = writingPace({
    targetWordCount: book.targetWordCount,
    currentWordCount: book.currentWordCount,
    deadline: book.deadline ?? null,
    today,
  });
  return {
    bookId: book.id,
    targetWordCount: book.targetWordCount,
    currentWordCount: book.currentWordCount,
    deadline: book.deadline ?? null,
    today,
    wordsToday: row?.words ?? 0,
    remainingWords: pace.remainingWords,
    daysLeft: pace.daysLeft,
    wordsPerDayNeeded: pace.wordsPerDay,
  };
}
