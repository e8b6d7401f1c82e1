// Mounts better-auth under /api/auth with what it does not do itself: per-IP and per-account
// rate limits, the spec's validation messages, and sign-up answers that do not reveal whether an
// address already has an account.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { emailSchema, passwordSchema } from '../../shared/validation.js';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { user, verification } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { existingAccountMail } from '../mail/templates.js';
import type { AppEnv } from '../http/types.js';
import type { Auth } from './auth.js';
import { AUTH_RATE_RULES, type RateLimiter } from './rate-limit.js';

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  log: (line: string) => void;
}

function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const fail = (c: Context, status: 400 | 429, message: string, code: string) =>
  c.json({ code, message, error: message }, status);

export function authRoutes(deps: AuthRouteDeps) {
  const { auth, db, config, mailer, limiter } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const rule = AUTH_RATE_RULES[path];
    if (c.req.method !== 'POST' || !rule || !config.authRateLimit) return next();
    const body = await readBody(c);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const waits = await Promise.all([
      limiter.hit(`ip:${path}:${clientIp(c)}`, rule.ip),
      email ? limiter.hit(`account:${path}:${email}`, rule.account) : Promise.resolve(0),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return fail(c, 429, AUTH_MESSAGES.rateLimited(wait), 'RATE_LIMITED');
    }
    return next();
  });

  app.post('/sign-up/email', async (c) => {
    const body = await readBody(c);
    if (!body.email && !body.password) return fail(c, 400, AUTH_MESSAGES.emailOrPhoneRequired, 'VALIDATION');
    const email = emailSchema.safeParse(body.email);
    if (!email.success) return fail(c, 400, email.error.issues[0]?.message ?? AUTH_MESSAGES.invalidEmail, 'VALIDATION');
    const password = passwordSchema.safeParse(body.password);
    if (!password.success) return fail(c, 400, password.error.issues[0]?.message ?? 'Invalid password.', 'VALIDATION');

    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.data));
    if (existing) {
      // Same answer as a new sign-up; the owner of the address learns about it by e-mail.
      const mail = existingAccountMail(email.data, `${config.appUrl}/auth/sign-in`, `${config.appUrl}/auth/sign-in`);
      mailer.send(mail).catch((err: unknown) => deps.log(`[mail] ${String(err)}`));
      const now = new Date().toISOString();
      return c.json({
        token: null,
        user: { id: randomUUID(), email: email.data, name: '', image: null, emailVerified: false, createdAt: now, updatedAt: now },
      });
    }
    const forwarded = new Request(c.req.raw.url, {
      method: 'POST',
      headers: c.req.raw.headers,
      body: JSON.stringify({ ...body, email: email.data, name: typeof body.name === 'string' ? body.name : '' }),
    });
    return auth.handler(forwarded);
  });

  app.post('/sign-in/email', async (c) => {
    const body = await readBody(c);
    if (!body.email && !body.password) return fail(c, 400, AUTH_MESSAGES.emailOrPhoneRequired, 'VALIDATION');
    if (typeof body.password !== 'string' || body.password.length < 6)
      return fail(c, 400, AUTH_MESSAGES.passwordTooShort, 'VALIDATION');
    return auth.handler(c.req.raw);
  });

  // The update-password screen asks whether its link is still good before showing the form.
  app.get('/reset-link-status', async (c) => {
    const token = c.req.query('token') ?? '';
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(token)) return c.json({ valid: false });
    const [row] = await db
      .select({ expiresAt: verification.expiresAt })
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    return c.json({ valid: Boolean(row && row.expiresAt.getTime() > Date.now()) });
  });

  app.on(['GET', 'POST'], '/*', (c) => auth.handler(c.req.raw));
  return app;
}
