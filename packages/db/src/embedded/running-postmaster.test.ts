import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { postmastersOn, processesIn } from './running-postmaster.ts';

/**
 * The interpreter itself: `python3` may be a version manager's shim (pyenv's is a shell script),
 * whose helper processes would come and go in the cluster while the test counts.
 */
const python = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], {
  encoding: 'utf8',
}).trim();

describe('postmastersOn', () => {
  const cluster = mkdtempSync(path.join(tmpdir(), 'receipts-postmasters-'));
  let server: ChildProcess | undefined;
  afterEach(async () => {
    server?.kill('SIGKILL');
    for (let i = 0; i < 50 && processesIn(cluster).length > 0; i++) await sleep(50);
    rmSync(cluster, { recursive: true, force: true });
  });

  it('counts a server started on the cluster, not a child it has forked that still shows its command line', async () => {
    // A stand-in for a postmaster that has just forked a backend: both work in the cluster and
    // carry the same command line (the backend has not retitled itself yet).
    server = spawn(python, ['-c', 'import os, time; os.fork(); time.sleep(30)', cluster], {
      cwd: cluster,
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && processesIn(cluster).length < 2; i++) await sleep(20);
    expect(processesIn(cluster)).toHaveLength(2);
    expect(postmastersOn(cluster)).toEqual([server.pid]);
  });
});
