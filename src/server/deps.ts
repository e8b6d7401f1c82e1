// Everything a route or service may need, built once in main.ts (or by a test) and passed down.
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import type { Auth } from './auth/auth.js';
import type { Mailer } from './mail/mailer.js';
import type { RateLimiter } from './auth/rate-limit.js';
import type { KeywordDataProvider } from './providers/types.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  limiter: RateLimiter;
  /** The keyword data provider, already wrapped with the database cache. */
  provider: KeywordDataProvider;
  log: (line: string) => void;
}
