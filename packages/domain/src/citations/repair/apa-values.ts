/** A page range as APA 7 writes it: an en dash between the pages. */
export const apaPages = (pages: string) => pages.replace(/\s*[-‐‑–—]\s*/gu, '–');

/** A DOI without its resolver prefix ("10.1086/374403"). */
export const bareDoi = (doi: string) => doi.replace(/^https?:\/\/(?:dx\.)?doi\.org\//iu, '');
