// Builds the web app only when dist/index.html is missing or older than any source it is built from.
import { argv } from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from '@receipts/build-if-stale';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const WEB_BUILD = {
  label: 'web',
  root,
  output: 'dist/index.html',
  sources: [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'scripts',
    'panda.config.ts',
    'package.json',
    '../../packages/domain/src',
    '../../packages/editor/src',
  ],
  command: 'pnpm run build',
};

if (import.meta.url === pathToFileURL(argv[1] ?? '').href) buildIfStale(WEB_BUILD);
