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
}) {
  return searchChapters(payload.chapters, payload.request, payload.window);
}
