export { blockText, textBlocks, type TextBlock } from './text-blocks.ts';
export {
  CROSSES_NOTE_OR_BREAK,
  replaceDocMatches,
  searchDoc,
  type DocMatch,
} from './doc-search.ts';
