import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One PostgreSQL server for the run (embedded, or TEST_DATABASE_URL's); each file creates a
    // database of its own on it. Two cores run the files one at a time.
    globalSetup: ['./test/global-setup.ts'],
    fileParallelism: false,
  },
});
