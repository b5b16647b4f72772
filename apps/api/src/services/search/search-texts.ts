import { plural } from '@receipts/domain';

const matches = (count: number) => `${count} ${count === 1 ? 'match' : 'matches'}`;

/** The messages of the book-wide search and replace. */
export const SEARCH_TEXTS = {
  tooSlow: 'The search took too long and was stopped; make it more specific.',
  countChanged: (expected: number, found: number) =>
    `Expected ${matches(expected)}, but the book now has ${found}: search again before replacing. Nothing was changed.`,
  noMatchThere: 'No replaceable match starts there any more: search again. Nothing was changed.',
  wouldChangeCitations: (citations: string[]) =>
    `This replace would change the author or year of ${plural(citations.length, 'in-text citation')} (${[...new Set(citations)].slice(0, 3).join('; ')}), so it would no longer match its reference. Confirm to replace them too (changeCitations: true). Nothing was changed.`,
};
