import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkFor, hasSideEffects } from './scripts/chunk-for.ts';
import { keepPreviousAssets } from './scripts/keep-previous-assets.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadFonts } from './scripts/preload-font.ts';

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
