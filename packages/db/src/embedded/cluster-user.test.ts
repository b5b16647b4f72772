import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertReachable, clusterUser, letThrough } from './cluster-user.ts';

describe.runIf(process.getuid?.() === 0)('run as root, the server account', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'receipts-cluster-user-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is an unprivileged account', () => {
    expect(clusterUser()!.uid).toBeGreaterThan(0);
  });

  it('is let through a closed DATA_DIR by its group, with the search bit only', () => {
    const user = clusterUser()!;
    const dataDir = path.join(root, 'open-me');
    mkdirSync(dataDir, { mode: 0o700 });
    letThrough(dataDir, user);
    const stat = statSync(dataDir);
    expect(stat.mode & 0o777).toBe(0o710);
    expect(stat.gid).toBe(user.gid);
  });

  it('is refused, with the folder named, when a folder above DATA_DIR is closed to it', () => {
    const closed = path.join(root, 'closed');
    mkdirSync(path.join(closed, 'data'), { recursive: true, mode: 0o700 });
    expect(() => assertReachable(path.join(closed, 'data', 'postgres'), clusterUser()!)).toThrow(
      `cannot reach ${path.join(closed, 'data', 'postgres')} (no access to ${path.join(closed, 'data')}, ${closed}, ${root})`,
    );
  });
});
