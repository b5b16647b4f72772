// Several people may run the e2e suite in one working tree at once. Each run rebuilds dist/ when the
// sources changed, which pulls the assets from under a server another run started; so runs take
// turns through a lock file holding the owner's pid (a dead owner's lock is taken over).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// One lock per working tree: runs in other checkouts build their own dist/ and do not collide.
const treeId = createHash('sha256')
  .update(dirname(fileURLToPath(import.meta.url)))
  .digest('hex')
  .slice(0, 12);
const LOCK_FILE = join(tmpdir(), `receipts-web-e2e-${treeId}.lock`);

function ownerAlive() {
  try {
    const pid = Number(readFileSync(LOCK_FILE, 'utf8'));
    if (!pid) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM';
  }
}

export async function acquireRunLock({ timeoutMs = 20 * 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
      return () => rmSync(LOCK_FILE, { force: true });
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
    }
    if (!ownerAlive()) {
      rmSync(LOCK_FILE, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another e2e run still holds ${LOCK_FILE}`);
    if (!announced) {
      console.log('e2e: waiting for another e2e run in this working tree to finish…');
      announced = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
