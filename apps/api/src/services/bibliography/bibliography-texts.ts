/** The bibliography's messages (beyond SPEC). */
export const NOT_A_BIBLIOGRAPHY =
  'The file is not a bibliography: upload a BibTeX (.bib), RIS (.ris) or CSL-JSON (.json) file.';
export const DOI_NOT_FOUND = (doi: string) =>
  `DOI ${doi} is not registered with the scholarly index.`;
export const NOT_A_DOI = 'That is not a DOI: paste one like 10.1037/0003-066X.59.1.29.';
export const IN_A_CHAPTER =
  "This entry is in a chapter's reference list: delete it there, and the bibliography follows.";
export const TOO_LARGE_TO_READ =
  'The file is too large or too complex to read: split it into smaller files.';
