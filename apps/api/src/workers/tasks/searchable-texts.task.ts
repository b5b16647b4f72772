import { searchableTexts } from '../../services/search/chapter-search.ts';

/** Chapters' HTML parsed into the searchable text a book search keeps (SearchTextCache). */
export default function searchableTextsTask(payload: { chapters: (string | null)[] }) {
  return searchableTexts(payload.chapters);
}
