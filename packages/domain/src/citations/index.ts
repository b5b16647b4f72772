export { findInTextCitations, type InTextCitation } from './in-text-citations.ts';
export { hasMinimalCitation } from './minimal-citation-check.ts';
export { readCitedAuthors, authorKey, type CitedAuthors } from './cited-authors.ts';
export { workKey, abbreviationsOf, distinctWorks, type CitedWork } from './work-key.ts';
