import { fileURLToPath } from 'node:url';
import panda from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { AcceptedPlugin } from 'postcss';
import { defineConfig } from 'vite';
import { chunkFor, hasSideEffects } from './scripts/chunk-for.ts';
import { keepPreviousAssets } from './scripts/keep-previous-assets.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadFonts } from './scripts/preload-font.ts';
import { pruneUnusedTokens, readSourceText } from './scripts/prune-unused-tokens.ts';

const API_DEV_ORIGIN = 'http://localhost:3001';

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it rewrites route files into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    keepPreviousAssets(),
    precompress(),
    preloadFonts(['inter-latin-wght-normal', 'source-serif-4-latin-wght-normal']),
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
      output: { manualChunks: chunkFor },
      // The domain package and the UI wrappers only declare things; letting the bundler drop what
      // the page never uses keeps zod schemas and unused Ark components out of the browser.
      treeshake: { moduleSideEffects: hasSideEffects },
    },
  },
});
