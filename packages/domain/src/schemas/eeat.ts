import { z } from 'zod';

export const eeatBreakdownSchema = z.object({
  trustworthiness: z.number(),
  expertise: z.number(),
  authoritativeness: z.number(),
  experience: z.number(),
});
export type EeatBreakdown = z.infer<typeof eeatBreakdownSchema>;

export const eeatLogSchema = z.object({
  id: z.number().int(),
  chapterId: z.number().int().nullable(),
  score: z.number(),
  /** JSON text; read it with parseBreakdown (rules/eeat-breakdown.ts). */
  breakdown: z.string(),
  feedback: z.string().nullable(),
  chapterTitle: z.string().nullable(),
  bookId: z.number().int().nullable(),
  bookTitle: z.string().nullable(),
  scoredAt: z.string(),
  /** Which engine scored: 'offline' (built-in rules), 'gemini' or 'openai' (an OpenAI-compatible server). */
  engine: z.string(),
});
export type EeatLog = z.infer<typeof eeatLogSchema>;
