// Builds the web app only when dist/index.html is missing or older than any source it is built from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'panda.config.ts',
  'package.json',
  '../../packages/domain/src',
  '../../packages/editor/src',
];
const SKIP = new Set(['node_modules', 'dist', 'styled-system']);

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

const built = join(root, 'dist', 'index.html');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));

if (builtAt > sourcesAt) {
  console.log('web: dist is up to date');
} else {
  console.log(builtAt ? 'web: sources changed, rebuilding' : 'web: no build yet, building');
  execSync('pnpm run build', { cwd: root, stdio: 'inherit' });
}
