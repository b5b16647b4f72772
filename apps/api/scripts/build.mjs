// Compiles the server once into dist/main.mjs, so `pnpm start` runs plain JavaScript (no
// TypeScript loader in the running process). Our workspace packages (@receipts/domain, editor, db,
// free-port) are TypeScript or small modules: they are bundled in. Every other package stays an
// import of node_modules, pointed at the very file Node would load from the importing package's
// own folder (pnpm gives each package only its own dependencies), so nothing is loaded twice.
import { log } from 'node:console';
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(apiDir, 'dist');
const WORKSPACE = /^@receipts\//;
/** Bare specifiers ("hono", "@mikro-orm/core"), not paths. */
const BARE = /^[^./]/;

/** Third-party imports: external, as a path relative to dist resolved the way Node resolves it. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: BARE }, async (args) => {
      if (WORKSPACE.test(args.path) || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:') || isBuiltin(args.path)) {
        return { path: args.path, external: true };
      }
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const relative = path.relative(outdir, resolved.path).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

const builtins = new Set(builtinModules);
const isBuiltin = (specifier) => builtins.has(specifier.split('/')[0]);

rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints: { main: path.join(apiDir, 'src/main.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Resolve third-party packages as Node does for an ESM import: the "import" condition of
  // "exports", else "main" (never a bundler-only "module" build).
  conditions: [],
  mainFields: ['main'],
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalDependencies],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
log(`api: built dist/main.mjs (${(bytes / 1024).toFixed(0)} kB with its source map)`);
