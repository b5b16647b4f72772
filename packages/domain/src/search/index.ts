export {
  compileSearch,
  DEFAULT_SEARCH_OPTIONS,
  SEARCH_QUERY_MAX_LENGTH,
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
export { citationTouched } from './citation-guard.ts';
