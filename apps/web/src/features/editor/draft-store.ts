import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LocalDraft } from './draft-offer.ts';

interface DraftDb extends DBSchema {
  drafts: { key: number; value: LocalDraft };
}

let database: Promise<IDBPDatabase<DraftDb>> | null = null;

function open(): Promise<IDBPDatabase<DraftDb>> {
  database ??= openDB<DraftDb>('receipts-editor', 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'chapterId' });
    },
  });
  return database;
}

/**
 * Local drafts in IndexedDB: the chapter text the server has not confirmed yet, so it survives a
 * tab crash or a server outage. Failures (private mode, quota) are swallowed: drafts are a safety
 * net, never a reason for the editor to fail.
 */
export const draftStore = {
  async get(chapterId: number): Promise<LocalDraft | undefined> {
    try {
      return await (await open()).get('drafts', chapterId);
    } catch {
      return undefined;
    }
  },
  async put(draft: LocalDraft): Promise<void> {
    try {
      await (await open()).put('drafts', draft);
    } catch {
      // best effort
    }
  },
  async remove(chapterId: number): Promise<void> {
    try {
      await (await open()).delete('drafts', chapterId);
    } catch {
      // best effort
    }
  },
};
