import path from 'node:path';
import { StartupRefusal } from '@receipts/db';
import { aiProviderSettingsSchema, type AiProviderSettings } from '@receipts/domain';

/** The runtime contract of DESIGN.md: everything the server reads from its environment. */
export interface AppConfig {
  port: number;
  /** Address to listen on; 127.0.0.1 unless HOST says otherwise (0.0.0.0 for every interface). */
  host: string;
  /** The origin browsers use when a proxy stands in front (`https://books.example.org`). */
  publicOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  appPassword: string | undefined;
  crossrefBaseUrl: string;
  crossrefMailto: string | undefined;
  /** The AI engine the environment chooses (AI_PROVIDER, GEMINI_*, OPENAI_*); Settings may override it. */
  ai: AiProviderSettings;
  production: boolean;
  /** Folder of the built web app served in production. */
  webDistDir: string;
  /** BACKUP_DIR: where backups are kept; DATA_DIR/backups when unset (see backupDirOf). */
  backupDir: string | undefined;
  /** BACKUP_TIME: when the daily backup runs, HH:MM in the server's local time (default 03:00). */
  backupTime: { hour: number; minute: number };
  /** An uploaded document taking longer to parse is refused. Fixed, not read from the environment. */
  importTimeoutMs: number;
  /**
   * An upload (document, plan or bibliography file) of this many bytes or more is imported as a
   * durable job (docs/decisions/jobs.md); smaller ones in their request. Fixed, not read from the
   * environment (tests lower it).
   */
  importJobMinBytes: number;
  /** The largest backup file a restore accepts (a .zip without Zip64). Fixed, not read from the environment. */
  backupUploadMaxBytes: number;
}

const IMPORT_TIMEOUT_MS = 20_000;
/**
 * The densest format is .docx (compressed XML): 256 KB of it cost 0.6 s of CPU to parse, 128 KB
 * 0.3 s; Markdown and PDF of 256 KB 20-50 ms (bench/import/threshold-probe.ts, load 30). So
 * nothing near a second of parsing runs in its request.
 */
const IMPORT_JOB_MIN_BYTES = 128 * 1024;
const BACKUP_UPLOAD_MAX_BYTES = 4 * 1024 * 1024 * 1024 - 1;

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** PUBLIC_ORIGIN as an origin (scheme://host[:port], lower case), or undefined when unset. */
function readPublicOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new StartupRefusal(
      `PUBLIC_ORIGIN must be an http(s) origin like https://books.example.org, got "${value}"`,
    );
  }
  return url.origin;
}

function readBackupTime(value: string | undefined): { hour: number; minute: number } {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value || '03:00');
  if (!match)
    throw new StartupRefusal(`BACKUP_TIME must be a time of day like 03:00, got "${value}"`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** Where backups are kept: BACKUP_DIR, else DATA_DIR/backups. */
export const backupDirOf = (config: Pick<AppConfig, 'backupDir' | 'dataDir'>) =>
  config.backupDir ?? path.join(config.dataDir, 'backups');

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupRefusal(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicOrigin: readPublicOrigin(env.PUBLIC_ORIGIN),
    // Relative to the repository root, where README's commands run (pnpm runs this in apps/api).
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    appPassword: env.APP_PASSWORD || undefined,
    crossrefBaseUrl: env.CROSSREF_BASE_URL || 'https://api.crossref.org',
    crossrefMailto: env.CROSSREF_MAILTO || undefined,
    ai: readAiProvider(env),
    production: env.NODE_ENV === 'production',
    webDistDir: path.resolve(REPO_ROOT, 'apps/web/dist'),
    backupDir: env.BACKUP_DIR ? path.resolve(REPO_ROOT, env.BACKUP_DIR) : undefined,
    backupTime: readBackupTime(env.BACKUP_TIME),
    importTimeoutMs: IMPORT_TIMEOUT_MS,
    importJobMinBytes: IMPORT_JOB_MIN_BYTES,
    backupUploadMaxBytes: BACKUP_UPLOAD_MAX_BYTES,
  };
}

const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/**
 * AI_PROVIDER=offline|gemini|openai; unset, Gemini when GEMINI_API_KEY is set, else the offline
 * engine (as before the OpenAI-compatible provider existed). A choice that cannot work stops the
 * start with one line saying what to set.
 */
export function readAiProvider(env: NodeJS.ProcessEnv): AiProviderSettings {
  const provider = env.AI_PROVIDER || (env.GEMINI_API_KEY ? 'gemini' : 'offline');
  const candidate =
    provider === 'gemini'
      ? {
          provider,
          apiKey: env.GEMINI_API_KEY,
          model: env.GEMINI_MODEL || undefined,
          baseUrl: env.GEMINI_BASE_URL || undefined,
        }
      : provider === 'openai'
        ? {
            provider,
            baseUrl: env.OPENAI_BASE_URL || DEFAULT_OPENAI_BASE_URL,
            model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
            apiKey: env.OPENAI_API_KEY || undefined,
          }
        : { provider };
  const parsed = aiProviderSettingsSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  if (!['offline', 'gemini', 'openai'].includes(provider)) {
    throw new StartupRefusal(`AI_PROVIDER must be offline, gemini or openai, got "${provider}"`);
  }
  if (provider === 'gemini' && !env.GEMINI_API_KEY) {
    throw new StartupRefusal('AI_PROVIDER=gemini needs GEMINI_API_KEY');
  }
  const field = parsed.error.issues[0]?.path[0];
  throw new StartupRefusal(
    field === 'baseUrl'
      ? `${provider === 'openai' ? 'OPENAI_BASE_URL' : 'GEMINI_BASE_URL'} must be an http:// or https:// address`
      : `The AI settings of the environment are not usable: ${parsed.error.issues[0]?.message}`,
  );
}
