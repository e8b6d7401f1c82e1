// What the /api/auth routes (routes.ts) and their handlers (sign-up, reset, resend) are given. Apart
// from routes.ts so a handler reads it without importing the routes that import the handler.
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { Auth } from './auth.js';
import type { RateLimiter } from './rate-limit.js';

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  log: (line: string) => void;
}
