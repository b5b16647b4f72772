import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedServer } from '../embedded/embedded-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded server the whole test run shares (absent with TEST_DATABASE_URL). */
    embeddedTestServerUrl: string | undefined;
  }
}

/**
 * Vitest global setup: one embedded PostgreSQL (not durable: a test cluster is thrown away) for
 * the whole run, on which each test file creates a database of its own. Stopped and removed when
 * the run ends. With TEST_DATABASE_URL set, that server is used instead and nothing is started.
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('embeddedTestServerUrl', undefined);
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'receipts-test-server-'));
  const server = await startEmbeddedServer(dataDir, { durable: false });
  project.provide('embeddedTestServerUrl', server.url);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
