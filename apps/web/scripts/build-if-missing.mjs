// Builds the web app only when dist/index.html is missing or older than any source it is built from.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '@receipts/build-if-stale';

buildIfStale({
  label: 'web',
  root: join(dirname(fileURLToPath(import.meta.url)), '..'),
  output: 'dist/index.html',
  sources: [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'panda.config.ts',
    'package.json',
    '../../packages/domain/src',
    '../../packages/editor/src',
  ],
  command: 'pnpm run build',
});
