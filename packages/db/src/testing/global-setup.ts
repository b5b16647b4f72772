import type { TestProject } from 'vitest/node';
import { startThrowawayServer } from '../embedded/embedded-server.ts';

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
  const server = await startThrowawayServer('receipts-test-server-');
  project.provide('embeddedTestServerUrl', server.url);
  return () => server.stop();
}
