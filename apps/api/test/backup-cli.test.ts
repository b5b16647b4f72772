import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUrlOf, makeBackup } from '../src/backup/backup-service.ts';
import {
  BACKUP_TEST_TIMEOUT_MS,
  backupDeps,
  fillLibrary,
  librarySnapshot,
  servedCovers,
} from './backup-library.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const run = promisify(execFile);
const API = path.resolve(import.meta.dirname, '..');
/** The api package's `restore` script is `tsx src/cli/restore.ts`: run the same, without pnpm. */
const TSX = path.join(API, 'node_modules/.bin/tsx');

/** `pnpm restore FILE [--replace]` (the api package's `restore` script), run as a person would. */
async function restoreCommand(target: TestApp, args: string[], cwd: string) {
  const env = {
    ...process.env,
    DATABASE_URL: clientUrlOf(target.services.orm),
    DATA_DIR: target.db.dataDir,
    INIT_CWD: cwd,
  };
  try {
    const { stdout } = await run(TSX, ['src/cli/restore.ts', ...args], { cwd: API, env });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('pnpm restore', () => {
  let source: TestApp;
  let target: TestApp;
  let backup: string;
  beforeAll(async () => {
    source = await createTestApp();
    await fillLibrary(source);
    backup = (await makeBackup(backupDeps(source), 'download')).file;
    target = await createTestApp();
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it(
    'restores a file named relative to where it was typed, and refuses to replace without --replace',
    async () => {
      const restored = await restoreCommand(target, [path.basename(backup)], path.dirname(backup));
      expect(restored.output).toMatch(
        /^Restored 2 book\(s\), \d+ rows in \d+ tables and 2 cover\(s\)/,
      );
      expect(restored.code).toBe(0);
      expect(await librarySnapshot(target)).toEqual(await librarySnapshot(source));
      expect(await servedCovers(target)).toEqual(await servedCovers(source));

      const again = await restoreCommand(target, [backup], API);
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/already holds a library \(2 books\)/);

      const usage = await restoreCommand(target, [], API);
      expect(usage.code).toBe(2);
      expect(usage.output).toMatch(/^Usage: pnpm restore FILE \[--replace\]/);
    },
    BACKUP_TEST_TIMEOUT_MS,
  );
});
