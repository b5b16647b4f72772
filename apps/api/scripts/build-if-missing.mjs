// Builds the server bundle only when dist/main.mjs is missing or older than any source in it.
import { argv } from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from '@receipts/build-if-stale';

export const API_SOURCES = [
  'src',
  'scripts/build.mjs',
  'package.json',
  '../../packages/domain/src',
  '../../packages/editor/src',
  '../../packages/db/src',
  '../../tooling/free-port',
];

export const API_BUILD = {
  label: 'api',
  root: join(dirname(fileURLToPath(import.meta.url)), '..'),
  output: 'dist/main.mjs',
  sources: API_SOURCES,
  command: 'pnpm run build',
};

if (import.meta.url === pathToFileURL(argv[1] ?? '').href) buildIfStale(API_BUILD);
