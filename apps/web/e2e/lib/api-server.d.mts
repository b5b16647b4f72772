import type { ChildProcess } from 'node:child_process';

export interface ApiServerOptions {
  port: number;
  dataDir: string;
  password: string;
  /** Variables set on top of the production defaults (CROSSREF_BASE_URL, DATABASE_URL…). */
  env?: Record<string, string>;
  /** Receives the server's stdout and stderr. */
  log: string[];
}

export function spawnApiServer(options: ApiServerOptions): ChildProcess;
export function waitForApiServer(
  baseURL: string,
  server: ChildProcess,
  timeoutMs?: number,
): Promise<void>;
export function stopApiServer(server: ChildProcess): Promise<void>;
