import { readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';

/** A PostgreSQL server found running on a data folder. */
export interface RunningPostmaster {
  pid: number;
  port: number;
}

/** Whether a process with this id exists (it may belong to another user). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A finished process that its parent has not yet collected still answers kill(0).
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Whether `pid` is a server working in `dataDir` (a postmaster changes into its data folder). Where
 * the system offers no /proc to look, a live process of that id is taken to be it.
 */
function worksIn(pid: number, dataDir: string): boolean {
  try {
    return readlinkSync(`/proc/${pid}/cwd`) === realpathSync(dataDir);
  } catch {
    // Gone, or another account's process (ours runs as us, or as postgres under root, who sees
    // all): not our server. Only a system without /proc leaves the question open.
    return !existsProc();
  }
}

function existsProc(): boolean {
  try {
    readlinkSync('/proc/self/cwd');
    return true;
  } catch {
    return false;
  }
}

/**
 * The server recorded in `dataDir/postmaster.pid`, if it is still running there: left behind when
 * the process that started it was killed. A lock file naming a process that is gone, or a process
 * that is not a server on this folder (its id reused after a reboot), is stale: PostgreSQL replaces
 * the first kind itself; the second kind would stop it from starting, so it is removed.
 */
export function findRunningPostmaster(dataDir: string): RunningPostmaster | undefined {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(lockFile, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !processExists(pid)) return undefined;
  if (!worksIn(pid, dataDir)) {
    rmSync(lockFile, { force: true });
    return undefined;
  }
  return { pid, port };
}

/** Processes (the server and its backends) whose working folder is `dataDir`; [] without /proc. */
export function processesIn(dataDir: string): number[] {
  const target = realpathSync(dataDir);
  const found: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return found;
  }
  for (const entry of entries) {
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === target) found.push(Number(entry));
    } catch {
      // gone, or not ours to look at
    }
  }
  return found;
}

/**
 * Server processes (postmasters, not their backends) started on `cluster`; [] without /proc. A
 * backend the server has just forked still shows the server's command line until it retitles
 * itself, so a process whose parent also works in the cluster is not counted.
 */
export function postmastersOn(cluster: string): number[] {
  const inCluster = processesIn(cluster);
  return inCluster.filter((pid) => {
    try {
      const startedOnCluster = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .includes(cluster);
      return startedOnCluster && !inCluster.includes(parentOf(pid));
    } catch {
      return false;
    }
  });
}

/** The parent's pid, from /proc/{pid}/stat (after the command name, which may hold spaces). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
