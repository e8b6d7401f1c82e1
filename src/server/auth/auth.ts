// better-auth configured for KeywordLens: e-mail + password with verification, reset by e-mail,
// optional Google sign-in, sessions in database rows behind httpOnly cookies.
import { randomUUID } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/constants/limits.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { account, rateLimit, session, user, verification } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { appOrigins } from '../http/security.js';
import { existingAccountMail, resetPasswordMail, verificationMail } from '../mail/templates.js';
import { grantListedAdmin, onAccountLinked, onNewUser, onSessionCreated } from '../features/accounts/entry-account-setup.js';
import { VERIFIED_MARKER } from '../../shared/messages/auth.js';

export interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  log: (line: string) => void;
  /**
   * How passwords are hashed and checked; better-auth's scrypt when absent, which is what every
   * server runs. Only in-process tests hand in a cheaper one (never reachable from the environment).
   */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

/**
 * Where a verification link lands: a confirmed user goes to /research, signed in; the
 * marker makes the page say "E-mail verified" on arrival, then it is dropped.
 */
export const VERIFIED_LANDING_PATH = `/research?${VERIFIED_MARKER}=1`;

/** Where a link of an address that is already confirmed lands: sign-in, with no session. */
export const ALREADY_VERIFIED_LANDING_PATH = '/auth/sign-in';

// better-auth builds the verification link from the request's callbackURL ("/" when none was
// given, any same-origin path a client chose otherwise). There is one landing, so every
// mailed link returns to /research whatever the request said.
export function withResearchLanding(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', VERIFIED_LANDING_PATH);
  return link.toString();
}

/**
 * Marks the address confirmed unless it already was, in one statement, so of two clicks racing
 * on the same link only one wins. Answers whether this call confirmed it.
 */
export async function claimFirstVerification(db: Db, userId: string): Promise<boolean> {
  const claimed = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  return claimed.length > 0;
}

export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** Removes the account's reset links, all of them or all but the newest one. */
export async function deleteResetLinks(db: Db, userId: string, keepToken?: string) {
  await db
    .delete(verification)
    .where(
      and(
        eq(verification.value, userId),
        like(verification.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
        keepToken ? ne(verification.identifier, `${RESET_IDENTIFIER_PREFIX}${keepToken}`) : undefined,
      ),
    );
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
    // Its own refusals (APIError) still become its answers; anything else (a lost database
    // connection, a bug) reaches the app's error handler instead of a bare 500 with no body, so an
    // outage answers 503 "try again" there as everywhere (decision 035).
    onAPIError: { throw: true },
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
      ...(deps.passwordHashing ? { password: deps.passwordHashing } : {}),
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A new link makes every older one useless; a completed reset ends them all.
      sendResetPassword: async ({ user: u, url, token }) => {
        await deleteResetLinks(db, u.id, token);
        sendInBackground(deps, () => mailer.send(resetPasswordMail(u.email, url)));
      },
      onPasswordReset: async ({ user: u }) => {
        await deleteResetLinks(db, u.id);
      },
      // A sign-up for a confirmed address: the answer is a made-up user shaped like a real one
      // (our two plan fields included), and the owner is told by e-mail.
      customSyntheticUser: ({ coreFields, id }) => ({ ...coreFields, selectedPlan: null, billingPeriod: null, id }),
      onExistingUserSignUp: async ({ user: u }) => {
        const signIn = `${config.appUrl}/auth/sign-in`;
        sendInBackground(deps, () => mailer.send(existingAccountMail(u.email, signIn, signIn)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A user whose first link expired gets a fresh one by signing in ("Check your inbox ...").
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      // better-auth runs this after checking the link's signature and expiry and before it signs
      // the user in. A link stays valid for 24 hours however often it is followed, so without
      // this check it would be a reusable sign-in link, even after a password reset ended every
      // session. Only the click that confirms the address signs in; any later one is sent to
      // sign-in without a session (thrown as better-call's redirect, like its own ctx.redirect).
      beforeEmailVerification: async (u) => {
        if (await claimFirstVerification(db, u.id)) return;
        throw new APIError('FOUND', undefined, { location: ALREADY_VERIFIED_LANDING_PATH });
      },
      // ADMIN_EMAILS grants the admin role to a confirmed address only, never before.
      afterEmailVerification: async (u) => {
        await grantListedAdmin(db, config, { id: u.id, email: u.email, emailVerified: true });
      },
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
            await onNewUser(db, config, { id: created.id, email: created.email, name: created.name, emailVerified: created.emailVerified });
          },
        },
      },
      session: {
        create: {
          after: async (created) => {
            await onSessionCreated(db, config, created.userId, deps.log);
          },
        },
      },
      account: {
        create: {
          // Google linked to an existing, unconfirmed user: see onAccountLinked (decision 002).
          after: async (created) => {
            await onAccountLinked(db, { userId: created.userId, providerId: created.providerId }, deps.log);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
