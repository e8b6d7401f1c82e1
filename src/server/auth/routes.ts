// Mounts better-auth under /api/auth behind an allow-list: only the endpoints the product uses are
// routed (every other better-auth endpoint answers 404, so nothing such as update-user can change
// a profile field behind the profile screen's back). Each one gets what better-auth does not do
// itself: a strict JSON body, per-address and per-account-at-address rate limits, the
// validation messages, only the checked fields handed on, sign-up and reset answers that do not
// reveal whether an address has an account, and sign-in after a password reset.
import { Hono, type Context, type Next } from 'hono';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { checkSignIn } from '../../shared/auth-forms.js';
import { emailSchema } from '../../shared/validation.js';
import { authConfigWarnings } from '../config.js';
import { clientLimitKey } from '../http/client-address.js';
import type { AppEnv } from '../http/types.js';
import { ALREADY_VERIFIED_LANDING_PATH } from './auth.js';
import { AUTH_RATE_RULES } from './rate-limit.js';
import { BODY_NOT_JSON, fail, isRelativePath, readBody, readJsonObject, stringField, withJsonBody } from './request-helpers.js';
import { isResetTokenValid, resetPasswordHandler } from './reset-password.js';
import { resetRequestHandler } from './reset-request.js';
import { resendConfirmationHandler } from './resend-confirmation.js';
import { explainFailedLink } from './confirm-link.js';
import { signUpHandler } from './sign-up.js';
import type { AuthRouteDeps } from './route-deps.js';

const JSON_POST_PATHS = ['/sign-up/email', '/sign-in/email', '/sign-in/social', '/sign-out', '/request-password-reset', '/reset-password', '/send-verification-email'];

/** POST bodies are JSON objects; a form, an array or broken JSON never reaches better-auth. */
async function requireJsonBody(c: Context, next: Next) {
  if (c.req.method !== 'POST') return next();
  if ((await readJsonObject(c)) !== null) return next();
  const isJson = /json/i.test(c.req.header('content-type') ?? '');
  return fail(c, isJson ? 400 : 415, BODY_NOT_JSON, isJson ? 'BAD_JSON' : 'UNSUPPORTED_MEDIA_TYPE');
}

const socialSignInSchema = z.strictObject({
  provider: z.literal('google'),
  callbackURL: z.string().refine(isRelativePath).optional(),
  errorCallbackURL: z.string().refine(isRelativePath).optional(),
  newUserCallbackURL: z.string().refine(isRelativePath).optional(),
  disableRedirect: z.boolean().optional(),
});

/**
 * A confirmation link that signs nobody in (the address was already confirmed, by an earlier
 * click or a password reset) lands on sign-in rather than on the page that needs a session.
 */
function landWithoutSession(response: Response): Response {
  if (response.status !== 302) return response;
  const location = response.headers.get('location') ?? '';
  const signedIn = response.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
  if (signedIn || /[?&]error=/.test(location)) return response;
  const answer = new Response(null, response);
  answer.headers.set('location', ALREADY_VERIFIED_LANDING_PATH);
  return answer;
}

/**
 * The query of a mailed link as we mail it: each parameter at most once, and a callback that is
 * one of our own pages. better-auth would fail on anything else with a 500.
 */
function isMailedLinkQuery(c: Context, callbackRequired: boolean): boolean {
  const queries = c.req.queries();
  if (Object.values(queries).some((values) => values.length > 1)) return false;
  const callbackURL = c.req.query('callbackURL');
  return callbackURL === undefined ? !callbackRequired : isRelativePath(callbackURL);
}

const mailedLink = (callbackRequired: boolean) => async (c: Context, next: Next) =>
  isMailedLinkQuery(c, callbackRequired) ? next() : fail(c, 400, AUTH_MESSAGES.linkInvalid, 'INVALID_LINK');

export function authRoutes(deps: AuthRouteDeps) {
  const { auth, config, limiter } = deps;
  const app = new Hono<AppEnv>();
  // Mounted once at boot: the place to say loudly what the configuration leaves out.
  for (const warning of authConfigWarnings(config)) deps.log(`[config] WARNING: ${warning}`);

  for (const path of JSON_POST_PATHS) app.use(path, requireJsonBody);

  app.use('*', async (c, next) => {
    const path = c.req.path.replace(/^\/api\/auth/, '');
    const rule = AUTH_RATE_RULES[path];
    if (c.req.method !== 'POST' || !rule || !config.authRateLimit) return next();
    const address = clientLimitKey(c, config.trustProxy);
    const email = emailSchema.safeParse(stringField(await readBody(c), 'email') ?? '');
    const waits = await Promise.all([
      limiter.hit(`address:${path}:${address}`, rule.address),
      email.success && rule.accountAtAddress
        ? limiter.hit(`account-at-address:${path}:${email.data}|${address}`, rule.accountAtAddress)
        : Promise.resolve(0),
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
    // The sign-in form's own rules (src/shared/auth-forms.ts), so both answer alike.
    const checked = checkSignIn({ email: stringField(body, 'email') ?? '', password: stringField(body, 'password') ?? '' });
    if ('problem' in checked) return fail(c, 400, checked.problem, 'VALIDATION');
    const rememberMe = typeof body.rememberMe === 'boolean' ? { rememberMe: body.rememberMe } : {};
    return auth.handler(withJsonBody(c.req.raw, { email: checked.email, password: checked.password, ...rememberMe }));
  });

  app.post('/sign-in/social', async (c) => {
    const parsed = socialSignInSchema.safeParse(await readBody(c));
    if (!parsed.success) return fail(c, 400, AUTH_MESSAGES.oauthFailed, 'VALIDATION');
    return auth.handler(withJsonBody(c.req.raw, parsed.data));
  });
  app.get('/callback/google', (c) => auth.handler(c.req.raw));

  app.post('/sign-out', (c) => auth.handler(withJsonBody(c.req.raw, {})));
  app.get('/get-session', (c) => auth.handler(c.req.raw));
  app.get('/verify-email', mailedLink(false), async (c) => {
    const response = landWithoutSession(await auth.handler(c.req.raw));
    return explainFailedLink({ db: deps.db, secret: config.sessionSecret }, c.req.query('token') ?? '', response);
  });
  // "Send a new link" on the page a failed confirmation link lands on.
  app.post('/send-verification-email', resendConfirmationHandler(deps));

  app.post('/request-password-reset', resetRequestHandler(deps));
  // The mailed reset link: better-auth checks the token and sends the browser on with it.
  app.get('/reset-password/:token', mailedLink(true), (c) => auth.handler(c.req.raw));
  app.post('/reset-password', resetPasswordHandler(deps));
  // The update-password screen asks whether its link is still good before showing the form.
  app.get('/reset-link-status', async (c) => c.json({ valid: await isResetTokenValid(deps, c.req.query('token') ?? '') }));

  return app;
}
