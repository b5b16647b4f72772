import type { EntityManager } from '@mikro-orm/postgresql';
import { ReferenceEntryEntity } from '@receipts/db';
import type { EditorialNotice } from '@receipts/domain';
import { badRequest, notFound } from '../../errors.ts';

export const NOTHING_TO_ACKNOWLEDGE =
  'Only a work with a retraction, withdrawal or expression of concern can be marked cited deliberately';

const ACKNOWLEDGEABLE: readonly EditorialNotice['kind'][] = [
  'retraction',
  'withdrawal',
  'expression_of_concern',
];

/**
 * Marks (or unmarks) a book's entry as cited deliberately. Its notices stay on the entry and stay
 * shown; only the warning is acknowledged. An entry without a serious notice cannot be marked.
 */
export async function setCitedDeliberately(
  em: EntityManager,
  id: number,
  citedDeliberately: boolean,
): Promise<{ id: number; citedDeliberately: boolean }> {
  const entry = await em.findOne(ReferenceEntryEntity, { id });
  if (!entry) throw notFound('Reference entry');
  const notices = (entry.notices ?? []) as EditorialNotice[];
  if (citedDeliberately && !notices.some((notice) => ACKNOWLEDGEABLE.includes(notice.kind))) {
    throw badRequest(NOTHING_TO_ACKNOWLEDGE);
  }
  entry.citedDeliberately = citedDeliberately;
  await em.flush();
  return { id: entry.id, citedDeliberately };
}
