import { spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { freePort } from '@receipts/free-port';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { clusterPaths, type ClusterPaths } from './cluster-paths.ts';
import { assertReachable, clusterUser, letThrough, type ClusterUser } from './cluster-user.ts';
import { initCluster, SUPERUSER } from './init-cluster.ts';
import { hasLegacyStoreOnly, legacyStoreMessage } from './legacy-pglite-store.ts';
import { postgresBinaries } from './postgres-binaries.ts';
import { findRunningPostmaster, processExists } from './running-postmaster.ts';
import { stopServerProcess, waitUntilAnswering } from './server-process.ts';
import { StartupRefusal } from '../startup-refusal.ts';

export interface EmbeddedServerOptions {
  /**
   * false for throwaway clusters (tests): no fsync, no full-page writes, commits not waited for.
   * Anything a crash could lose is thrown away anyway. Default true.
   */
  durable?: boolean;
  /** The port to listen on (a restart keeps its URL); default a free one. */
  port?: number;
}

export interface EmbeddedServer {
  /** A postgres:// URL (with the superuser password) for the server on 127.0.0.1. */
  url: string;
  /** The server's process id. */
  pid: number;
  /** True when the server was found running (left behind by a crash) and taken over. */
  adopted: boolean;
  paths: ClusterPaths;
  /** Stops the server; resolves once its process has exited. */
  stop(): Promise<void>;
}

const START_ATTEMPTS = 5;
const START_TIMEOUT_MS = 60_000;
const LOG_ROTATE_BYTES = 1024 * 1024;

const urlFor = (port: number, password: string) =>
  `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/postgres`;

function serverFor(
  paths: ClusterPaths,
  url: string,
  pid: number,
  adopted: boolean,
): EmbeddedServer {
  let stopping: Promise<void> | undefined;
  return { url, pid, adopted, paths, stop: () => (stopping ??= stopServerProcess(pid)) };
}

function logTail(logFile: string, from: number): string {
  try {
    return readFileSync(logFile, 'utf8').slice(from).trim().split('\n').slice(-5).join('\n');
  } catch {
    return '';
  }
}

function openLog(logFile: string): { fd: number; offset: number } {
  if (existsSync(logFile) && statSync(logFile).size > LOG_ROTATE_BYTES) {
    renameSync(logFile, `${logFile}.1`);
  }
  const fd = openSync(logFile, 'a', 0o600);
  return { fd, offset: statSync(logFile).size };
}

/** Starts a new server process on the cluster; undefined (with the log's reason) if it exits. */
async function launch(
  paths: ClusterPaths,
  user: ClusterUser | undefined,
  password: string,
  durable: boolean,
  port: number,
): Promise<EmbeddedServer | string> {
  const log = openLog(paths.logFile);
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    ...(durable
      ? ['fsync=on', 'synchronous_commit=on', 'full_page_writes=on']
      : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ];
  // Its own session: a Ctrl-C in the terminal reaches the app, which closes its connections and
  // then stops the server, in that order. Output goes to the log file, which outlives the app.
  const child = spawn(
    postgresBinaries().postgres,
    ['-D', paths.cluster, '-p', String(port), ...settings.flatMap((s) => ['-c', s])],
    {
      detached: true,
      stdio: ['ignore', log.fd, log.fd],
      uid: user?.uid,
      gid: user?.gid,
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  closeSync(log.fd);
  child.unref();
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  const url = urlFor(port, password);
  const failure = await waitUntilAnswering(url, START_TIMEOUT_MS, () => !exited);
  if (!failure) return serverFor(paths, url, child.pid!, false);
  if (!exited && child.pid) await stopServerProcess(child.pid);
  return `${failure}\n${logTail(paths.logFile, log.offset)}`;
}

/**
 * A real PostgreSQL server for the app's DATA_DIR, from the binaries npm installed: the cluster
 * is created under `DATA_DIR/postgres` at the first start and listens on 127.0.0.1 only, on a free
 * port, behind a password. A server left running by a killed app (its postmaster.pid names a live
 * server on this folder) is adopted if it answers, otherwise stopped and started again; PostgreSQL's
 * own lock file means a second server never runs on the same folder. A DATA_DIR that holds only
 * the earlier embedded database (PGlite) is refused before anything is written to it.
 */
export async function startEmbeddedServer(
  dataDir: string,
  { durable = true, port }: EmbeddedServerOptions = {},
): Promise<EmbeddedServer> {
  if (hasLegacyStoreOnly(dataDir)) throw new StartupRefusal(legacyStoreMessage(dataDir));
  const paths = clusterPaths(dataDir);
  const user = clusterUser();
  mkdirSync(paths.home, { recursive: true, mode: 0o700 });
  chmodSync(paths.home, 0o700);
  if (user) {
    chownSync(paths.home, user.uid, user.gid);
    letThrough(dataDir, user);
    assertReachable(paths.home, user);
  }
  if (!existsSync(path.join(paths.cluster, 'PG_VERSION'))) await initCluster(paths, user, durable);
  const password = readFileSync(paths.passwordFile, 'utf8').trim();

  let reason = '';
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const running = findRunningPostmaster(paths.cluster);
    if (running) {
      const url = urlFor(running.port, password);
      const failure = await waitUntilAnswering(url, 15_000, () => processExists(running.pid));
      if (!failure) return serverFor(paths, url, running.pid, true);
      await stopServerProcess(running.pid);
    }
    const started = await launch(paths, user, password, durable, port ?? (await freePort()));
    if (typeof started !== 'string') return started;
    reason = started;
    // Backends of a killed server may still hold its shared memory for a moment; a port may have
    // been taken between choosing and binding it. Both pass: try again.
    await sleep(200 * attempt);
  }
  throw new Error(`The embedded database did not start in ${paths.cluster}: ${reason}`);
}

/** A server on a cluster of its own that nobody keeps: for tests and tools. */
export interface ThrowawayServer {
  url: string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/**
 * An embedded server (not durable) in a new folder under the system's temporary folder, named
 * `prefix` and random characters; stop() removes the folder with the server.
 */
export async function startThrowawayServer(prefix: string): Promise<ThrowawayServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  let server: EmbeddedServer;
  try {
    server = await startEmbeddedServer(dataDir, { durable: false });
  } catch (error) {
    remove();
    throw error;
  }
  return {
    url: server.url,
    async stop() {
      await server.stop();
      remove();
    },
  };
}
