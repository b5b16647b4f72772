export {
  blockText,
  searchableText,
  textBlocks,
  type SearchableBlock,
  type TextBlock,
} from './text-blocks.ts';
export {
  CROSSES_NOTE_OR_BREAK,
  docMatcher,
  replaceDocMatches,
  searchDoc,
  textMatcher,
  type DocMatch,
  type DocMatcher,
} from './doc-search.ts';
