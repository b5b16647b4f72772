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
  return {
    orm,
    config,
    sessions: new SessionStore(),
    loginThrottle: new LoginThrottle(),
    databaseAvailable: () => true,
    apiTokens: new ApiTokenStore(),
    tokenRateLimit: new TokenRateLimit(),
    ...rest,
    adapters: {
      crossref: adapters?.crossref ?? createCrossrefAdapter(config),
      ai: adapters?.ai ?? createAiAdapter(config),
      covers: adapters?.covers ?? new CoverStore(orm),
    },
  };
}
