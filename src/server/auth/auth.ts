// better-auth configured for KeywordLens: e-mail + password with verification, reset by e-mail,
// optional Google sign-in, sessions in database rows behind httpOnly cookies.
import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants/limits.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { account, rateLimit, session, user, verification } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { appOrigins } from '../http/security.js';
import { resetPasswordMail, verificationMail } from '../mail/templates.js';
import { onNewUser, onSessionCreated } from '../features/accounts/account-setup.js';

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  log: (line: string) => void;
}

/** Where a verification link lands: the spec sends a confirmed user to /research, signed in. */
export const VERIFIED_LANDING_PATH = '/research';

// better-auth builds the verification link from the request's callbackURL, "/" when none was
// given (a sign-in of an unverified account, a client that forgot it): those land on /research too.
export function withResearchLanding(url: string): string {
  const link = new URL(url);
  const target = link.searchParams.get('callbackURL');
  if (!target || target === '/') link.searchParams.set('callbackURL', VERIFIED_LANDING_PATH);
  return link.toString();
}

// Mail goes out after the response so a known and an unknown address answer in the same time.
function sendInBackground(deps: AuthDeps, send: () => Promise<void>) {
  send().catch((err: unknown) => deps.log(`[mail] sending failed: ${err instanceof Error ? err.message : String(err)}`));
}

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer } = deps;
  return betterAuth({
    appName: 'KeywordLens',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: appOrigins(config.appUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      cookiePrefix: 'keywordlens',
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Into the server log like every other line; the details (often an e-mail address) stay out.
    logger: { log: (level, message) => deps.log(`[auth] ${level}: ${message}`) },
    // Our own limiter (auth/rate-limit.ts) counts per IP and per account in the database.
    rateLimit: { enabled: false },
    user: {
      additionalFields: {
        selectedPlan: { type: 'string', required: false, input: false },
        billingPeriod: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: u, url }) => {
        sendInBackground(deps, () => mailer.send(resetPasswordMail(u.email, url)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A user whose first link expired gets a fresh one by signing in ("Check your inbox ...").
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        sendInBackground(deps, () => mailer.send(verificationMail(u.email, withResearchLanding(url))));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await onNewUser(db, config, { id: created.id, email: created.email, name: created.name });
          },
        },
      },
      session: {
        create: {
          after: async (created) => {
            await onSessionCreated(db, config, created.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
