import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ChapterEntity,
  ChapterRevisionEntity,
  type Chapter,
  type ChapterRevision,
} from '@receipts/db';
import { diffWords, type PageInput, type RevisionDiff } from '@receipts/domain';
import { chapterBlocks, htmlToDoc } from '@receipts/editor/server';
import { badRequest, notFound } from '../errors.ts';
import { afterKeyset, pageFrom } from './keyset-page.ts';

/** While someone is typing, one snapshot per this interval at most. */
export const EDITING_SNAPSHOT_INTERVAL_MS = 5 * 60 * 1000;

export type RevisionReason =
  | 'editing'
  | 'before-restore'
  | 'before-unversioned-save'
  | 'before-format'
  | 'before-citation-repair'
  | 'before-replace-citation'
  | 'before-citation-fix'
  | 'before-replace';

/** Keeps the chapter's current text as a revision. Call it inside the transaction of the rewrite. */
export async function snapshotChapter(
  em: EntityManager,
  chapter: Chapter,
  reason: RevisionReason,
): Promise<void> {
  if (!chapter.content) return;
  em.create(ChapterRevisionEntity, {
    chapter,
    title: chapter.title,
    content: chapter.content,
    wordCount: chapter.wordCount,
    reason,
  });
  chapter.lastSnapshotAt = new Date();
}

export async function takeEditingSnapshotIfDue(
  em: EntityManager,
  chapter: Chapter,
  now = Date.now(),
): Promise<void> {
  const last = chapter.lastSnapshotAt?.getTime();
  if (last === undefined || now - last >= EDITING_SNAPSHOT_INTERVAL_MS) {
    await snapshotChapter(em, chapter, 'editing');
  }
}

/** A chapter's revisions, newest first, without their text: all, or the page `page` names. */
export async function listRevisions(em: EntityManager, chapterId: number, page: PageInput = {}) {
  const where = { chapter: chapterId, ...afterKeyset('createdAt', page.cursor) };
  const rows = await em.find(ChapterRevisionEntity, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    exclude: ['content'],
    ...(page.limit === undefined ? {} : { limit: page.limit + 1 }),
  });
  if (page.limit === undefined) return { items: rows, nextCursor: null };
  return pageFrom(rows, page.limit, (row) => ({ at: row.createdAt, id: row.id }));
}

export const countRevisions = (em: EntityManager, chapterId: number) =>
  em.count(ChapterRevisionEntity, { chapter: chapterId });

export async function findRevisionOrThrow(em: EntityManager, id: number): Promise<ChapterRevision> {
  const revision = await em.findOne(ChapterRevisionEntity, { id });
  if (!revision) throw notFound('Revision');
  return revision;
}

/** The texts a diff compares: the chapter's blocks (headings, paragraphs, list items). */
const blockTexts = (html: string | null | undefined) =>
  chapterBlocks(htmlToDoc(html ?? '')).map((block) => block.text);

/**
 * A word-level diff from a revision to the chapter's current text, or to another revision of the
 * same chapter (`againstId`).
 */
export async function diffRevision(
  em: EntityManager,
  id: number,
  againstId: number | undefined,
): Promise<RevisionDiff> {
  const revision = await findRevisionOrThrow(em, id);
  let newer: string | null | undefined;
  if (againstId === undefined) {
    const chapter = await em.findOne(ChapterEntity, { id: revision.chapter.id });
    if (!chapter) throw notFound('Chapter');
    newer = chapter.content;
  } else {
    const other = await findRevisionOrThrow(em, againstId);
    if (other.chapter.id !== revision.chapter.id) {
      throw badRequest('against must be a revision of the same chapter');
    }
    newer = other.content;
  }
  return {
    revisionId: revision.id,
    againstRevisionId: againstId ?? null,
    ...diffWords(blockTexts(revision.content), blockTexts(newer)),
  };
}
