import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file starts its own PostgreSQL (embedded) database; two cores run them one at a time.
    fileParallelism: false,
  },
});
