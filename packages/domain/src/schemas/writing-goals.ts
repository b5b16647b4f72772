import { z } from 'zod';
import { isTimeZone } from '../rules/writing-pace.ts';
import { idSchema, wholeNumber } from './common.ts';

/** The largest daily goal accepted: far beyond any writer's day, small enough to be a typo guard. */
export const MAX_DAILY_WORD_GOAL = 100_000;

/** PUT /api/goals: the writer's daily word goal (null: none) and the time zone their days are in. */
export const writingGoalInput = z.object({
  dailyWordGoal: wholeNumber(
    z
      .number({ error: 'dailyWordGoal must be a number or null' })
      .int({ error: 'dailyWordGoal must be a whole number' })
      .min(1, { error: 'dailyWordGoal must be at least 1 (or null for no goal)' })
      .max(MAX_DAILY_WORD_GOAL, {
        error: `dailyWordGoal must be at most ${MAX_DAILY_WORD_GOAL.toLocaleString('en-US')}`,
      }),
  ).nullable(),
  timeZone: z
    .string()
    .max(64, { error: 'timeZone must be at most 64 characters' })
    .refine(isTimeZone, { error: 'timeZone must be an IANA time zone such as Europe/Berlin' })
    .optional(),
});
export type WritingGoalInput = z.output<typeof writingGoalInput>;

const dayWords = z.object({ day: z.string(), words: z.number().int() });

/** GET /api/goals: the goal, today's net words across all books, the streak and the last 7 days. */
export const writingGoalsSchema = z.object({
  dailyWordGoal: z.number().int().nullable(),
  timeZone: z.string(),
  today: z.string(),
  wordsToday: z.number().int(),
  goalMetToday: z.boolean(),
  streakDays: z.number().int(),
  recentDays: z.array(dayWords),
});
export type WritingGoals = z.infer<typeof writingGoalsSchema>;

export const bookProgressInput = z.object({ id: idSchema });

/** GET /api/books/{id}/progress: the book's target and deadline, today's words, the pace needed. */
export const bookProgressSchema = z.object({
  bookId: z.number().int(),
  targetWordCount: z.number().int(),
  currentWordCount: z.number().int(),
  deadline: z.string().nullable(),
  today: z.string(),
  wordsToday: z.number().int(),
  remainingWords: z.number().int(),
  daysLeft: z.number().int().nullable(),
  wordsPerDayNeeded: z.number().int().nullable(),
});
export type BookProgress = z.infer<typeof bookProgressSchema>;
