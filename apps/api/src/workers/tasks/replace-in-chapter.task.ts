import { replaceInChapter, type SearchRequest } from '../../services/search/chapter-search.ts';

/** One chapter's replace on a worker thread (the same time limit as its search). */
export default function replaceInChapterTask(payload: {
  html: string;
  request: SearchRequest & { replace: string; onlyFrom?: number };
}) {
  return replaceInChapter(payload.html, payload.request);
}
