export { crossrefWorkToCsl } from './crossref-to-csl.ts';
export { cslPlainText, toCslRichText } from './rich-text.ts';
