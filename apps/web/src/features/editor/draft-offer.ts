/** A chapter's text kept on this device while the server did not have it (see draft-store.ts). */
export interface LocalDraft {
  chapterId: number;
  content: string;
  /** The server version the draft's text was based on. */
  baseVersion: number;
  /** When the draft was written (ms since the epoch, this device's clock). */
  savedAt: number;
}

/**
 * Whether to offer a local draft when a chapter opens: only when it differs from the server's text
 * and is newer than it. Newer means the server has not moved since the draft's base version, or,
 * when it has (another tab, a restore), that the draft was written after the server's last change.
 */
export function shouldOfferDraft(
  draft: LocalDraft | undefined,
  chapter: { id: number; content: string | null; version: number; updatedAt: string },
): draft is LocalDraft {
  if (!draft || draft.chapterId !== chapter.id) return false;
  if (draft.content === (chapter.content ?? '')) return false;
  if (draft.baseVersion >= chapter.version) return true;
  const serverChangedAt = Date.parse(chapter.updatedAt);
  return Number.isFinite(serverChangedAt) && draft.savedAt > serverChangedAt;
}
