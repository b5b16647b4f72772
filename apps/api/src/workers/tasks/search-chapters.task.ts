import {
  searchChapters,
  type ChapterSource,
  type SearchRequest,
  type SearchWindow,
} from '../../services/search/chapter-search.ts';

/** A book's search on a worker thread: a regular expression that runs away is ended by the pool. */
export default function searchChaptersTask(payload: {
  chapters: ChapterSource[];
  request: SearchRequest;
  window: SearchWindow;
  /** Send back the searchable text of the chapters given as HTML, for the cache. */
  keep?: boolean;
}) {
  return searchChapters(payload.chapters, payload.request, payload.window, payload.keep);
}
