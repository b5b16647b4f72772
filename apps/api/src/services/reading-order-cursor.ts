import { badRequest } from '../errors.ts';

/**
 * Where a page of a book's citations ends in reading order: the last citation's chapter position
 * (orderIndex, then chapter id) and its own id. Encoded like keyset-page.ts's cursors.
 */
export interface ReadingOrderKey {
  orderIndex: number;
  chapterId: number;
  id: number;
}

const REFUSED = 'cursor is not one this server gave';

export function encodeReadingOrder({ orderIndex, chapterId, id }: ReadingOrderKey): string {
  return Buffer.from(JSON.stringify([orderIndex, chapterId, id])).toString('base64url');
}

export function decodeReadingOrder(cursor: string): ReadingOrderKey {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(values) &&
      values.length === 3 &&
      values.every((value) => Number.isSafeInteger(value) && (value as number) >= 0)
    ) {
      const [orderIndex, chapterId, id] = values as number[];
      return { orderIndex: orderIndex!, chapterId: chapterId!, id: id! };
    }
  } catch {
    // refused below
  }
  throw badRequest(REFUSED);
}

/** The filter for the citations after `cursor` in (chapter orderIndex, chapter id, id) order. */
export function afterReadingOrder(cursor: string | undefined): object {
  if (!cursor) return {};
  const { orderIndex, chapterId, id } = decodeReadingOrder(cursor);
  return {
    $or: [
      { chapter: { orderIndex: { $gt: orderIndex } } },
      { chapter: { orderIndex, id: { $gt: chapterId } } },
      { chapter: { id: chapterId }, id: { $gt: id } },
    ],
  };
}
