// Mounts better-auth under /api/auth with what it does not do itself: per-IP and per-account
// rate limits, the spec's validation messages, sign-up and reset answers that do not reveal
// whether an address has an account, sign-in after a password reset, and no name or image
// changes behind the profile screen's back.
import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { emailSchema, firstIssueMessage } from '../../shared/validation.js';
import { PASSWORD_REQUIRED, EMAIL_REQUIRED } from '../../shared/messages/validation.js';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants/limits.js';
import { authConfigWarnings, type AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { AppEnv } from '../http/types.js';
import type { Auth } from './auth.js';
import { AUTH_RATE_RULES, type RateLimiter } from './rate-limit.js';
import { clientIp, fail, readBody, stringField, withJsonBody } from './request-helpers.js';
import { isResetTokenValid, resetPasswordHandler } from './reset-password.js';
import { signUpHandler } from './sign-up.js';

export interface AuthRouteDeps {
  auth: Auth;
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  limiter: RateLimiter;
  log: (line: string) => void;
}

export function authRoutes(deps: AuthRouteDeps) {
  const { auth, config, limiter } = deps;
  const app = new Hono<AppEnv>();
  // Mounted once at boot: the place to say loudly what the configuration leaves out.
  for (const warning of authConfigWarnings(config)) deps.log(`[config] WARNING: ${warning}`);

  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const rule = AUTH_RATE_RULES[path];
    if (c.req.method !== 'POST' || !rule || !config.authRateLimit) return next();
    const body = await readBody(c);
    const email = stringField(body, 'email')?.trim().toLowerCase() ?? '';
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

  app.post('/sign-up/email', signUpHandler(deps));

  app.post('/sign-in/email', async (c) => {
    const body = await readBody(c);
    const rawEmail = stringField(body, 'email')?.trim() ?? '';
    const password = stringField(body, 'password') ?? '';
    if (!rawEmail && !password) return fail(c, 400, AUTH_MESSAGES.emailOrPhoneRequired, 'VALIDATION');
    if (!rawEmail) return fail(c, 400, EMAIL_REQUIRED, 'VALIDATION');
    if (!password) return fail(c, 400, PASSWORD_REQUIRED, 'VALIDATION');
    if (password.length < PASSWORD_MIN_LENGTH) return fail(c, 400, AUTH_MESSAGES.passwordTooShort, 'VALIDATION');
    const email = emailSchema.safeParse(rawEmail);
    if (!email.success) return fail(c, 400, firstIssueMessage(email.error), 'VALIDATION');
    return auth.handler(withJsonBody(c.req.raw, { ...body, email: email.data }));
  });

  // Both reset-request paths answer alike for known and unknown addresses (better-auth does so).
  for (const path of ['/request-password-reset', '/forget-password']) {
    app.post(path, async (c) => {
      const body = await readBody(c);
      const email = emailSchema.safeParse(body.email ?? '');
      if (!email.success) return fail(c, 400, firstIssueMessage(email.error), 'VALIDATION');
      return auth.handler(withJsonBody(c.req.raw, { ...body, email: email.data }));
    });
  }

  app.post('/reset-password', resetPasswordHandler(deps));

  // better-auth lets a user set any name and image here; both are shown as the profile's name and
  // picture, which have their own rules and endpoint (/api/profile). Nothing else on our user is
  // writable through it (the plan fields are input: false), so those two are simply refused.
  app.post('/update-user', async (c) => {
    const body = await readBody(c);
    if ('name' in body || 'image' in body) return fail(c, 400, AUTH_MESSAGES.profileFieldsElsewhere, 'VALIDATION');
    // Only the checked JSON goes on: a form-encoded body (which better-auth would read) arrives empty.
    return auth.handler(withJsonBody(c.req.raw, body));
  });

  // The update-password screen asks whether its link is still good before showing the form.
  app.get('/reset-link-status', async (c) => c.json({ valid: await isResetTokenValid(deps, c.req.query('token') ?? '') }));

  app.on(['GET', 'POST'], '/*', (c) => auth.handler(c.req.raw));
  return app;
}
