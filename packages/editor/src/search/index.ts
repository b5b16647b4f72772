export { blockText, textBlocks, type TextBlock } from './text-blocks.ts';
export {
  CROSSES_NOTE_OR_BREAK,
  docMatcher,
  replaceDocMatches,
  searchDoc,
  type DocMatch,
  type DocMatcher,
} from './doc-search.ts';
