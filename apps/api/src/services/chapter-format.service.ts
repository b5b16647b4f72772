import type { EntityManager } from '@mikro-orm/postgresql';
import type { Chapter } from '@receipts/db';
import type { AiEngine } from '../adapters/ai/ai-engine.ts';
import { badRequest, conflict } from '../errors.ts';
import { findChapterOrThrow, rewriteChapter } from './chapters.service.ts';

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
  // A number, not the entity: the rewrite's transaction reloads the same entity with fresh values.
  const version = chapter.version;
  const { html, changesApplied } = await engine.formatChapter(chapter.content);
  const saved = await rewriteChapter(em, id, 'before-format', (current) => {
    if (current.version !== version) {
      throw conflict('The chapter changed while it was being formatted. Format it again.');
    }
    return html;
  });
  return { chapter: saved, changesApplied };
}
