import { fileURLToPath } from 'node:url';
import panda from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { AcceptedPlugin } from 'postcss';
import { defineConfig } from 'vite';
import { codeSplitting, hasSideEffects } from './scripts/code-splitting.ts';
import { entryScriptsApart } from './scripts/entry-scripts-apart.ts';
import { keepPreviousAssets } from './scripts/keep-previous-assets.ts';
import { pageChunks } from './scripts/page-chunks.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadFonts } from './scripts/preload-font.ts';
import { pruneUnusedTokens, readSourceText } from './scripts/prune-unused-tokens.ts';
import { skeletonFirst } from './scripts/skeleton-first.ts';

const API_DEV_ORIGIN = 'http://localhost:3001';

/**
 * What each page renders first, by source file: the server preloads their chunks from the page's
 * HTML (scripts/page-chunks.ts; the names are the server's, apps/api `http/page-boot`).
 */
const SIGNED_IN = ['src/routes/_app.tsx', 'src/features/shell/app-shell.tsx'];
const PAGE_SOURCES = {
  login: ['src/routes/Kemet8.tsx'],
  landing: [
    'src/routes/_app.tsx',
    'src/routes/_app/index.tsx',
    'src/features/landing/landing-page.tsx',
  ],
  dashboard: [
    ...SIGNED_IN,
    'src/routes/_app/index.tsx',
    'src/features/dashboard/dashboard-page.tsx',
  ],
  book: [...SIGNED_IN, 'src/routes/_app/book.$id.tsx'],
  chapter: [...SIGNED_IN, 'src/routes/_app/books.$bookId.chapters.$chapterId.tsx'],
  settings: [...SIGNED_IN, 'src/routes/_app/settings.tsx'],
  'eeat-log': [...SIGNED_IN, 'src/routes/_app/quality/eeat-log.tsx'],
  'work-remaining': [...SIGNED_IN, 'src/routes/_app/quality/work-remaining.tsx'],
};

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it rewrites route files into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    keepPreviousAssets(),
    pageChunks(PAGE_SOURCES),
    entryScriptsApart(),
    precompress(),
    preloadFonts(['inter-latin-wght-normal', 'source-serif-4-latin-wght-normal']),
    skeletonFirst(fileURLToPath(new URL('./src/boot.css', import.meta.url))),
  ],
  css: {
    // Panda writes the stylesheet; the pruner then drops the tokens and keyframes nothing reads
    // (docs/decisions/pages-fast.md). Read on every run: a dev edit may start using a token.
    postcss: {
      plugins: [
        // Panda's plugin is typed against its own copy of PostCSS (an older patch release).
        panda() as unknown as AcceptedPlugin,
        pruneUnusedTokens(() => readSourceText(fileURLToPath(new URL('./src', import.meta.url)))),
      ],
    },
  },
  resolve: {
    alias: { 'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/trpc': API_DEV_ORIGIN, '/api': API_DEV_ORIGIN },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: { codeSplitting: codeSplitting() },
      // The domain package and the UI wrappers only declare things; letting the bundler drop what
      // the page never uses keeps zod schemas and unused Ark components out of the browser.
      treeshake: { moduleSideEffects: hasSideEffects },
    },
  },
});
