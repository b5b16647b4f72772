import type { EntityManager } from '@mikro-orm/postgresql';
import { EeatLogEntity, type EeatLog } from '@receipts/db';
import type { PageInput } from '@receipts/domain';
import { afterKeyset, pageFrom } from './keyset-page.ts';

const NEWEST_FIRST = { scoredAt: 'desc', id: 'desc' } as const;

/** The E-E-A-T scoring history, newest first: all of it, or the page `limit` and `cursor` name. */
export async function listEeatLogs(em: EntityManager, page: PageInput = {}) {
  const where = afterKeyset('scoredAt', page.cursor) as object;
  if (page.limit === undefined) {
    const items: EeatLog[] = await em.find(EeatLogEntity, where, { orderBy: NEWEST_FIRST });
    return { items, nextCursor: null };
  }
  const rows = await em.find(EeatLogEntity, where, {
    orderBy: NEWEST_FIRST,
    limit: page.limit + 1,
  });
  return pageFrom(rows, page.limit, (row) => ({ at: row.scoredAt, id: row.id }));
}

export const countEeatLogs = (em: EntityManager) => em.count(EeatLogEntity, {});

/** The chapter's newest score, with its feedback; null when it was never scored. */
export async function latestEeatLogOfChapter(
  em: EntityManager,
  chapterId: number,
): Promise<EeatLog | null> {
  return em.findOne(EeatLogEntity, { chapterId }, { orderBy: NEWEST_FIRST });
}
