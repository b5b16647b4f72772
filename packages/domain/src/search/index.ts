export {
  compileSearch,
  DEFAULT_SEARCH_OPTIONS,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULT_LIMIT,
  type CompiledSearch,
  type SearchOptions,
} from './search-pattern.ts';
export { riskyPatternReason } from './risky-pattern.ts';
export {
  findMatches,
  matchContext,
  replacementFor,
  SearchTimeout,
  type TextMatch,
} from './find-matches.ts';
export { citationSpans, citationTouched, type CitationSpan } from './citation-guard.ts';
export {
  bookReplaceInput,
  bookReplaceResultSchema,
  bookSearchInput,
  bookSearchResultSchema,
  searchMatchSchema,
  type BookReplaceResult,
  type BookSearchResult,
  type SearchMatch,
} from './search-schemas.ts';
