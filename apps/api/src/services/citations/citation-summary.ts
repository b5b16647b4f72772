import { readChapterCitations } from './chapter-citations.ts';

/** What extraction and the reference check need of a chapter's citations: plain, clonable data. */
export interface CitationSummary {
  hasReferenceList: boolean;
  works: {
    key: string;
    /** The reference entry's text, or the first in-text citation when the list lacks the work. */
    citationText: string;
    inTextCitation: string;
    contextSnippet: string;
    listed: boolean;
  }[];
  /** Reference-list entries no citation in the prose points to. */
  listedNotCited: string[];
}

/** Reads a chapter's cited works and reference list into a CitationSummary. */
export function summariseCitations(html: string | null): CitationSummary {
  const citations = readChapterCitations(html);
  return {
    hasReferenceList: citations.layout.references !== null,
    works: citations.works.map(({ work, entry, contextSnippet }) => ({
      key: work.key,
      citationText: entry?.parsed.text ?? work.first.text,
      inTextCitation: work.first.text,
      contextSnippet,
      listed: entry !== null,
    })),
    listedNotCited: citations.listedNotCited,
  };
}
