import { BOOK_STATUSES, bookStatusLabel } from '@receipts/domain';

/** The book statuses as select items, in SPEC's order with their labels. */
export const BOOK_STATUS_OPTIONS = BOOK_STATUSES.map((status) => ({
  value: status,
  label: bookStatusLabel(status),
}));
