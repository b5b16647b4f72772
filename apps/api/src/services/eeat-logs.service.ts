import type { EntityManager } from '@mikro-orm/postgresql';
import { EeatLogEntity, type EeatLog } from '@receipts/db';

/** The E-E-A-T scoring history, newest first. */
export async function listEeatLogs(em: EntityManager): Promise<EeatLog[]> {
  return em.find(EeatLogEntity, {}, { orderBy: { scoredAt: 'desc', id: 'desc' } });
}
