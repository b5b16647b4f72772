import { badRequest } from '../errors.ts';

/** Where a page ends in a list ordered newest first: the last item's time and id. */
export interface Keyset {
  at: Date;
  id: number;
}

const REFUSED = 'cursor is not one this server gave';

export function encodeCursor({ at, id }: Keyset): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const time = typeof at === 'string' ? Date.parse(at) : NaN;
    if (!Number.isNaN(time) && Number.isSafeInteger(id) && (id as number) > 0) {
      return { at: new Date(time), id: id as number };
    }
  } catch {
    // refused below
  }
  throw badRequest(REFUSED);
}

/**
 * The filter for the rows after `cursor` in (time desc, id desc) order: older, or as old with a
 * smaller id. With an index on the time, each page costs the same however deep it is.
 */
export function afterKeyset<K extends string>(timeField: K, cursor: string | undefined) {
  if (!cursor) return {};
  const { at, id } = decodeCursor(cursor);
  return {
    $or: [{ [timeField]: { $lt: at } }, { [timeField]: at, id: { $lt: id } }],
  } as Record<string, unknown>;
}

/** Splits the `limit + 1` rows read into the page and the next page's cursor. */
export function pageFrom<T>(rows: T[], limit: number, keyOf: (row: T) => Keyset) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null,
  };
}
