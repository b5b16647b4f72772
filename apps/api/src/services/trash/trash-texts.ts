/** How long the Trash keeps what was deleted before purging it. */
export const TRASH_DAYS = 30;

export const TRASH_TEXTS = {
  bookTrashed: (title: string) =>
    `Its book “${title}” is in the Trash: restore the book first, then the chapter. Nothing was changed.`,
};
