import path from 'node:path';

/** The runtime contract of DESIGN.md: everything the server reads from its environment. */
export interface AppConfig {
  port: number;
  /** The address to listen on (HOST); unset: every interface. */
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  appPassword: string | undefined;
  crossrefBaseUrl: string;
  crossrefMailto: string | undefined;
  geminiApiKey: string | undefined;
  geminiModel: string | undefined;
  geminiBaseUrl: string | undefined;
  production: boolean;
  /** Folder of the built web app served in production. */
  webDistDir: string;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || undefined,
    // Relative to the repository root, where README's commands run (pnpm runs this in apps/api).
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appPassword: env.APP_PASSWORD || undefined,
    crossrefBaseUrl: env.CROSSREF_BASE_URL || 'https://api.crossref.org',
    crossrefMailto: env.CROSSREF_MAILTO || undefined,
    geminiApiKey: env.GEMINI_API_KEY || undefined,
    geminiModel: env.GEMINI_MODEL || undefined,
    geminiBaseUrl: env.GEMINI_BASE_URL || undefined,
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(REPO_ROOT, 'apps/web/dist'),
  };
}
