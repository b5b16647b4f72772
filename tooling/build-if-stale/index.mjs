// Plain JavaScript: `pnpm start` and the e2e runner call it before any TypeScript loader exists.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'styled-system']);

/** The newest modification time of a file, or of any file under a folder (0 when missing). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * Runs `command` in `root` when `output` (relative to root) is missing or older than any of
 * `sources` (relative to root); otherwise says it is up to date.
 */
export function buildIfStale({ label, root, output, sources, command }) {
  const built = join(root, output);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt > sourcesAt) {
    console.log(`${label}: build is up to date`);
    return;
  }
  console.log(
    builtAt ? `${label}: sources changed, rebuilding` : `${label}: no build yet, building`,
  );
  execSync(command, { cwd: root, stdio: 'inherit' });
}
