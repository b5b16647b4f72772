import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One PostgreSQL server for the run (embedded, or TEST_DATABASE_URL's); each file creates a
    // database of its own on it, so files run two at a time, one per core: much of a file's time
    // is spent waiting (on jobs, timers, child processes), and the suite took 7.7 min so against
    // 11.8 min one at a time.
    globalSetup: ['./test/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
  },
});
