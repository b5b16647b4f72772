import {
  summariseCitations,
  type CitationSummary,
} from '../../services/citations/citation-summary.ts';

/** Reads a long chapter's citations on a worker thread (parsing 1 MB of HTML takes a few hundred ms). */
export default function summariseCitationsTask({ html }: { html: string | null }): CitationSummary {
  return summariseCitations(html);
}
