import type { MikroORM } from '@mikro-orm/postgresql';
import { createAiAdapter, type AiAdapter } from './adapters/ai/ai-adapter.ts';
import {
  createCrossrefAdapter,
  type CrossrefAdapter,
} from './adapters/crossref/crossref-adapter.ts';
import { CoverStore } from './adapters/storage/cover-store.ts';
import { ApiTokenStore } from './auth/api-token-store.ts';
import { LoginThrottle } from './auth/login-throttle.ts';
import { SessionStore } from './auth/session-store.ts';
import { TokenRateLimit } from './auth/token-rate-limit.ts';
import type { AppConfig } from './config.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { runBookJob } from './jobs/run-book-job.ts';
import { SearchTextCache } from './services/search/search-text-cache.ts';

/** The outside world, each behind its own adapter (see `adapters/`). */
export interface Adapters {
  crossref: CrossrefAdapter;
  ai: AiAdapter;
  covers: CoverStore;
}

/** What lives as long as the server: built once here, shared by every request. */
export interface AppServices {
  orm: MikroORM;
  config: AppConfig;
  sessions: SessionStore;
  loginThrottle: LoginThrottle;
  apiTokens: ApiTokenStore;
  tokenRateLimit: TokenRateLimit;
  adapters: Adapters;
  /** False while the embedded database is being restarted (requests then get a 503). */
  databaseAvailable: () => boolean;
  /** The durable job queue (pg-boss on the same database); started by main.ts or on first use. */
  jobs: JobQueue;
  /** Chapters' searchable text kept between book searches (checked against each row's stamp). */
  searchTexts: SearchTextCache;
}

export interface AppServiceOverrides extends Partial<Omit<AppServices, 'adapters'>> {
  adapters?: Partial<Adapters>;
}

/**
 * The composition root: the one place that builds the server's long-lived parts from the
 * configuration. Tests pass stand-ins (an adapter aimed at a loopback server, a throttle with
 * its own clock) through `overrides`; nothing is replaced behind the code's back.
 */
export function createAppServices(
  orm: MikroORM,
  config: AppConfig,
  overrides: AppServiceOverrides = {},
): AppServices {
  const { adapters, ...rest } = overrides;
  const services: AppServices = {
    orm,
    config,
    sessions: new SessionStore(),
    loginThrottle: new LoginThrottle(),
    databaseAvailable: () => true,
    apiTokens: new ApiTokenStore(),
    tokenRateLimit: new TokenRateLimit(),
    searchTexts: new SearchTextCache(),
    ...rest,
    adapters: {
      crossref: adapters?.crossref ?? createCrossrefAdapter(config),
      ai: adapters?.ai ?? createAiAdapter(config),
      covers: adapters?.covers ?? new CoverStore(orm),
    },
    jobs:
      rest.jobs ??
      new JobQueue(
        () => orm.config.get('clientUrl') as string,
        (jobId, signal) => runBookJob(services, jobId, signal),
      ),
  };
  return services;
}
