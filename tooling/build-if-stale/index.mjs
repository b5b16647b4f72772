// Plain JavaScript: `pnpm start` and the e2e runner call it before any TypeScript loader exists.
import { execSync, spawn } from 'node:child_process';
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
 * Why `output` (relative to `root`) must be built: 'missing', 'stale' (older than a source), or
 * null when it is up to date.
 */
export function staleness({ root, output, sources }) {
  const built = join(root, output);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (!builtAt) return 'missing';
  const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  return builtAt > sourcesAt ? null : 'stale';
}

function announce(label, reason) {
  if (!reason) console.log(`${label}: build is up to date`);
  else
    console.log(
      reason === 'stale'
        ? `${label}: sources changed, rebuilding`
        : `${label}: no build yet, building`,
    );
}

/**
 * Runs `command` in `root` when `output` (relative to root) is missing or older than any of
 * `sources` (relative to root); otherwise says it is up to date.
 */
export function buildIfStale(options) {
  const reason = staleness(options);
  announce(options.label, reason);
  if (reason) execSync(options.command, { cwd: options.root, stdio: 'inherit' });
}

/**
 * buildIfStale without blocking, so builds can run side by side (`pnpm start`): resolves with the
 * reason it built (null when up to date), rejects when the command fails. `env` is added to the
 * command's environment.
 */
export function buildIfStaleAsync(options, env = {}) {
  const reason = staleness(options);
  announce(options.label, reason);
  if (!reason) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const child = spawn(options.command, {
      cwd: options.root,
      stdio: 'inherit',
      shell: true,
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve(reason)
        : reject(new Error(`${options.label}: build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
