import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One embedded PostgreSQL for the run; each test file creates its own database on it.
    globalSetup: ['./src/testing/global-setup.ts'],
  },
});
