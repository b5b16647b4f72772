/** Chapter-list texts SPEC leaves open (its own strings come from @receipts/domain's messages). */
export const chapterListTexts = {
  moveHandle: (title: string) => `Reorder ${title}`,
  reorderFailed: { title: 'Error', description: 'Failed to reorder chapters' },
  /** Read to screen readers when a reorder handle takes focus. */
  instructions:
    'To move a chapter, press Alt and the up or down arrow on its handle. Or press space to pick it up, the arrow keys to move it, space to drop it and escape to cancel.',
  pickedUp: (title: string, position: number, count: number) =>
    `Picked up ${title}, position ${position} of ${count}.`,
  movedOver: (title: string, position: number, count: number) =>
    `${title} is over position ${position} of ${count}.`,
  dropped: (title: string, position: number, count: number) =>
    `${title} moved to position ${position} of ${count}.`,
  cancelled: (title: string) => `Move cancelled. ${title} stays where it was.`,
} as const;
