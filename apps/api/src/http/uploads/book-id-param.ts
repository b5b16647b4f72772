import { bookIdInput } from '@receipts/domain';

/** The `:id` of an upload path as a book id; a malformed one is a 400 naming the field. */
export const bookIdParam = (params: Record<string, string>): number =>
  bookIdInput.parse({ id: params.id }).id;
