export { schema, type ChapterSchema } from './schema.ts';
export { isAllowedHref, normalizeHref } from './links/allowed-href.ts';
export { LINK_REL } from './marks/link.mark.ts';
export { HEADING_LEVELS, isHeadingLevel, type HeadingLevel } from './nodes/heading.node.ts';
export {
  DEFAULT_TEXT_ALIGN,
  TEXT_ALIGNMENTS,
  isTextAlign,
  type TextAlign,
} from './nodes/text-align.ts';
export { BLOCK_SEPARATOR, docText } from './text/doc-text.ts';
export { docToHtml, htmlToDoc } from './html/html-codec.ts';
export {
  blockText,
  CROSSES_NOTE_OR_BREAK,
  replaceDocMatches,
  searchDoc,
  textBlocks,
  type DocMatch,
  type TextBlock,
} from './search/index.ts';
