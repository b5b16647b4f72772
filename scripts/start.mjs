// `pnpm start`: builds the web app and the server bundle side by side when they are missing or
// stale, starts the server as soon as its bundle is there (the embedded database is created and
// migrated while the web app is still building), and lets it serve the pages once their build is
// done (apps/api/src/web-build-gate.ts). Plain JavaScript: no TypeScript loader exists yet.
import { spawn } from 'node:child_process';
import { delimiter, join } from 'node:path';
import { API_BUILD } from '../apps/api/scripts/build-if-missing.mjs';
import { WEB_BUILD } from '../apps/web/scripts/build-if-missing.mjs';
import { buildIfStaleAsync, staleness } from '../tooling/build-if-stale/index.mjs';

/*
 * The builds' own commands run without a pnpm around them (each costs half a second of CPU);
 * Panda's codegen runs only when its config or theme is newer than its output (install runs it);
 * a fresh clone's first web build precompresses at a cheaper Brotli level. See
 * docs/decisions/first-start.md.
 */
const onPath = (root) => ({
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
});
const pandaStale = staleness({
  root: WEB_BUILD.root,
  output: 'styled-system/css/css.mjs',
  sources: ['panda.config.ts', 'src/theme', 'package.json'],
});
const web = buildIfStaleAsync(
  { ...WEB_BUILD, command: `${pandaStale ? 'panda codegen --silent && ' : ''}vite build` },
  {
    ...onPath(WEB_BUILD.root),
    ...(staleness(WEB_BUILD) === 'missing' ? { RECEIPTS_QUICK_PRECOMPRESS: '1' } : {}),
  },
);
web.catch(() => {}); // a failure is handled below, once there is a server to stop

try {
  await buildIfStaleAsync(
    { ...API_BUILD, command: `"${process.execPath}" scripts/build.mjs` },
    onPath(API_BUILD.root),
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['dist/main.mjs'], {
  cwd: API_BUILD.root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: 'production', RECEIPTS_WEB_BUILD: 'pending' },
});
let webFailed = false;
web.then(
  () => server.connected && server.send('web-built'),
  (error) => {
    console.error(error.message);
    webFailed = true;
    server.kill('SIGTERM');
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(webFailed ? 1 : (code ?? (signal ? 1 : 0))));
