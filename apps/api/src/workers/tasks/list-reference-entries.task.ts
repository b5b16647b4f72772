import {
  chapterListedEntries,
  type ListedEntry,
} from '../../services/bibliography/chapter-entries.ts';

/** Reads a long chapter's reference list on a worker thread, as its citations are read. */
export default function listReferenceEntriesTask({
  html,
  title,
}: {
  html: string | null;
  title: string;
}): ListedEntry[] {
  return chapterListedEntries(html, title);
}
