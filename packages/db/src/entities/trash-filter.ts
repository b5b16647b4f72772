import type { Dictionary, EntityMetadata } from '@mikro-orm/core';

/**
 * Books and chapters in the Trash keep their rows with `deleted_at` set (docs/decisions/
 * writers-desk.md). This filter, on by default, hides them from every ORM read; the Trash's own
 * reads turn it off (`filters: { [NOT_TRASHED]: false }`). Plain SQL must say `deleted_at is null`
 * itself.
 */
export const NOT_TRASHED = 'notTrashed';

export function notTrashedFilter(cond: Dictionary): EntityMetadata['filters'] {
  return {
    [NOT_TRASHED]: {
      name: NOT_TRASHED,
      cond: (_args: Dictionary, type: 'read' | 'update' | 'delete') =>
        type === 'read' ? cond : {},
      default: true,
      args: false,
    },
  };
}
