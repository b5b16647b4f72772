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
export { storedInlineText } from './text/stored-inline-text.ts';
export { docToHtml, htmlToDoc } from './html/html-codec.ts';
export {
  FIGURE_IMAGE_NAME,
  FIGURE_URL_PREFIX,
  FIGURE_VARIANTS,
  figureImageUrl,
  type FigureVariant,
} from './figures/figure-image-url.ts';
export { numberedItems, numberedKeys, type NumberedItem } from './figures/numbered-items.ts';
export { CROSS_REFERENCE_ATTRIBUTE } from './nodes/cross-reference.node.ts';
export { patchTextBlock, type BlockEdit } from './text/patch-text-block.ts';
export { patchReferenceEntry, type ReferencePatch } from './text/patch-reference-entry.ts';
export {
  blockText,
  CROSSES_NOTE_OR_BREAK,
  docMatcher,
  replaceDocMatches,
  searchableText,
  searchDoc,
  textBlocks,
  textMatcher,
  type DocMatch,
  type DocMatcher,
  type SearchableBlock,
  type TextBlock,
} from './search/index.ts';
