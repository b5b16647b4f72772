import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CoverStore } from './cover-store.ts';

/**
 * Covers were files under DATA_DIR/covers before they moved into PostgreSQL. At start, each book
 * whose cover is not in the database yet gets its file copied in under the same name (so its
 * URL stays), and the file is then removed. Runs in one transaction; a missing file is skipped.
 * Returns how many covers were moved.
 */
export async function importLegacyCoverFiles(em: EntityManager, dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'covers');
  const books = await em.execute<{ id: number; cover_image_url: string }[]>(
    `select b."id", b."cover_image_url" from "book" b
     where b."cover_image_url" like '/api/covers/%'
       and not exists (select 1 from "cover_image" c where '/api/covers/' || c."name" = b."cover_image_url")`,
  );
  const moved: string[] = [];
  await em.transactional(async (tx) => {
    for (const book of books) {
      const name = CoverStore.nameOf(book.cover_image_url);
      if (!name) continue;
      const bytes = await readFile(path.join(folder, name)).catch(() => null);
      if (!bytes) continue;
      await CoverStore.insert(tx, name, book.id, bytes, CoverStore.mediaTypeOf(name));
      moved.push(name);
    }
  });
  for (const name of moved) await rm(path.join(folder, name), { force: true });
  return moved.length;
}
