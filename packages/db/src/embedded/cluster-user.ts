import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartupRefusal } from '../startup-refusal.ts';

/** The operating-system account the database server runs as, when it is not the current one. */
export interface ClusterUser {
  name: string;
  uid: number;
  gid: number;
}

const USER = 'postgres';

function lookUp(): ClusterUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8', stdio: 'pipe' }));
    const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8', stdio: 'pipe' }));
    return { name: USER, uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root (containers, CI), the server runs as the
 * unprivileged `postgres` account, which is created (no home, no login shell) when missing.
 * Run as anyone else, it runs as the current user: undefined.
 */
export function clusterUser(): ClusterUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = lookUp();
  if (existing) return existing;
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', USER],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new StartupRefusal(
      `Running as root, the embedded database needs an unprivileged "${USER}" account and could not create one (${(error as Error).message.trim()}). Create it, or run as another user, or set DATABASE_URL.`,
      { cause: error },
    );
  }
  const created = lookUp();
  if (!created) throw new Error(`The "${USER}" account was created but cannot be found.`);
  return created;
}

/** Whether `user` may pass through (search) the folder `dir`. */
function canSearch(dir: string, user: ClusterUser): boolean {
  const stat = statSync(dir);
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * Lets `user` pass through the app's own DATA_DIR (a folder made by mkdtemp or `mkdir -m 700` is
 * closed to it) by giving the folder to its group with the search bit only (g+x): the group can
 * reach named entries but not list them, and nobody else gains anything.
 */
export function letThrough(dataDir: string, user: ClusterUser): void {
  if (canSearch(dataDir, user)) return;
  const stat = statSync(dataDir);
  chownSync(dataDir, stat.uid, user.gid);
  chmodSync(dataDir, (stat.mode & 0o7777) | 0o010);
}

/**
 * The server must reach its data folder as `user`: every folder above it must let that account
 * through. Checked up front so the failure says what to do instead of PostgreSQL's own message.
 */
export function assertReachable(dir: string, user: ClusterUser): void {
  const blocked: string[] = [];
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    if (!canSearch(current, user)) blocked.push(current);
    if (path.dirname(current) === current) break;
  }
  if (blocked.length > 0) {
    throw new StartupRefusal(
      `Running as root, the embedded database runs as the "${user.name}" account, which cannot reach ${dir} (no access to ${blocked.join(', ')}). Choose a DATA_DIR outside those folders (e.g. DATA_DIR=/var/lib/receipts), run as another user, or set DATABASE_URL.`,
    );
  }
}
