import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { ClusterPaths } from './cluster-paths.ts';
import type { ClusterUser } from './cluster-user.ts';
import { postgresBinaries } from './postgres-binaries.ts';

export const SUPERUSER = 'postgres';

/** Runs a program (as `user` when given) and resolves when it exits 0; rejects with its output. */
function run(program: string, args: string[], user: ClusterUser | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, {
      uid: user?.uid,
      gid: user?.gid,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} exited with ${code}: ${output.trim()}`));
    });
  });
}

/**
 * Creates the cluster: a random superuser password in a 0600 file, then initdb (password
 * authentication only, UTF-8, no locale of the machine's, files 0700/0600, synced to disk unless
 * `durable` is false). initdb writes to a side folder renamed into place when it has finished, so a
 * crash half-way leaves no half-made cluster for the next start to trip over.
 */
export async function initCluster(
  paths: ClusterPaths,
  user: ClusterUser | undefined,
  durable: boolean,
): Promise<void> {
  writeFileSync(paths.passwordFile, `${randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  if (user) chownSync(paths.passwordFile, user.uid, user.gid);
  const partial = `${paths.cluster}.partial`;
  rmSync(partial, { recursive: true, force: true });
  await run(
    postgresBinaries().initdb,
    [
      `--pgdata=${partial}`,
      '--auth=scram-sha-256',
      `--username=${SUPERUSER}`,
      `--pwfile=${paths.passwordFile}`,
      '--encoding=UTF8',
      '--no-locale',
      '--no-instructions',
      ...(durable ? [] : ['--no-sync']),
    ],
    user,
  );
  renameSync(partial, paths.cluster);
}
