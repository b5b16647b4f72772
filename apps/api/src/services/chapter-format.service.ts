import type { EntityManager } from '@mikro-orm/postgresql';
import type { Chapter } from '@receipts/db';
import type { AiEngine } from '../adapters/ai/ai-engine.ts';
import { badRequest } from '../errors.ts';
import { findChapterOrThrow, updateChapter } from './chapters.service.ts';

export const EMPTY_CHAPTER_FORMAT_MESSAGE = 'This chapter has no text to format yet.';

/**
 * Formats a chapter with the configured engine and saves the result through the versioned save:
 * the old text becomes a revision first, and if the chapter changed while the engine worked the
 * save is refused (409) rather than overwrite the newer text.
 */
export async function formatChapter(
  em: EntityManager,
  engine: AiEngine,
  id: number,
): Promise<{ chapter: Chapter; changesApplied: string[] }> {
  const chapter = await findChapterOrThrow(em, id);
  if (!chapter.content || chapter.wordCount === 0) throw badRequest(EMPTY_CHAPTER_FORMAT_MESSAGE);
  const { html, changesApplied } = await engine.formatChapter(chapter.content);
  const saved = await updateChapter(
    em,
    id,
    { content: html, baseVersion: chapter.version },
    { snapshotReason: 'before-format' },
  );
  return { chapter: saved, changesApplied };
}
