const BOOK_TABS = ['chapters', 'milestones', 'citations', 'bibliography'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

/** The book page's `?tab=` search parameter: a known tab, or undefined (Chapters, the default). */
export function parseBookTab(value: unknown): BookTab | undefined {
  return BOOK_TABS.find((tab) => tab === value && tab !== 'chapters');
}
