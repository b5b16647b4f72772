import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BookEntity } from '@receipts/db';
import { describe, expect, it } from 'vitest';
import { pngDeclaring } from '../../../test/fixtures/cover-images.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { CoverStore } from './cover-store.ts';
import { importLegacyCoverFiles } from './legacy-cover-files.ts';

const app = useTestApp();

describe('cover files of earlier versions', () => {
  it('are moved into the database under the same name at start, and the files removed', async () => {
    const name = '0b0e5bb8-3c1e-4a8e-9d7e-2f7c6a1d9e10.png';
    const folder = path.join(app.db.dataDir, 'covers');
    mkdirSync(folder, { recursive: true });
    const bytes = pngDeclaring(600, 900);
    writeFileSync(path.join(folder, name), bytes);
    const em = app.db.orm.em.fork();
    em.create(BookEntity, { title: 'Old cover', coverImageUrl: CoverStore.urlOf(name) });
    em.create(BookEntity, {
      title: 'File lost',
      coverImageUrl: CoverStore.urlOf(name.replace('0b', '1b')),
    });
    await em.flush();

    expect(await importLegacyCoverFiles(app.db.orm.em.fork(), app.db.dataDir)).toBe(1);
    const stored = await app.services.adapters.covers.read(name);
    expect(stored?.mediaType).toBe('image/png');
    expect(Buffer.from(stored!.bytes)).toEqual(bytes);
    expect(existsSync(path.join(folder, name))).toBe(false);
    // A second start finds nothing left to move.
    expect(await importLegacyCoverFiles(app.db.orm.em.fork(), app.db.dataDir)).toBe(0);
  });
});
