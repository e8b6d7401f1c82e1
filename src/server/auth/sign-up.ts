// Sign-up that never tells whether an address already has an account: a known address gets the
// same answer, in about the same time, as a new one; its owner is told by e-mail instead.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { hashPassword } from 'better-auth/crypto';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { emailSchema, firstIssueMessage, passwordSchema } from '../../shared/validation.js';
import { user } from '../db/schema/index.js';
import { existingAccountMail } from '../mail/templates.js';
import { VERIFIED_LANDING_PATH } from './auth.js';
import { fail, readBody, stringField, withJsonBody } from './request-helpers.js';
import type { AuthRouteDeps } from './routes.js';

export function signUpHandler(deps: AuthRouteDeps) {
  const { auth, db, config, mailer } = deps;
  const logMailError = (err: unknown) => deps.log(`[mail] ${err instanceof Error ? err.message : String(err)}`);

  return async (c: Context) => {
    const body = await readBody(c);
    if (!body.email && !body.password) return fail(c, 400, AUTH_MESSAGES.emailOrPhoneRequired, 'VALIDATION');
    const email = emailSchema.safeParse(body.email ?? '');
    if (!email.success) return fail(c, 400, firstIssueMessage(email.error), 'VALIDATION');
    const password = passwordSchema.safeParse(body.password ?? '');
    if (!password.success) return fail(c, 400, firstIssueMessage(password.error), 'VALIDATION');
    const callbackURL = stringField(body, 'callbackURL') || VERIFIED_LANDING_PATH;

    const [existing] = await db
      .select({ id: user.id, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email.data));
    if (!existing) {
      const name = stringField(body, 'name') ?? '';
      return auth.handler(withJsonBody(c.req.raw, { ...body, email: email.data, name, callbackURL }));
    }

    // A new sign-up hashes the password; doing the same here keeps the answer time alike.
    await hashPassword(password.data);
    if (existing.emailVerified) {
      const signIn = `${config.appUrl}/auth/sign-in`;
      mailer.send(existingAccountMail(email.data, signIn, signIn)).catch(logMailError);
    } else {
      // Someone who lost the first confirmation mail simply signs up again and gets a new one.
      auth.api.sendVerificationEmail({ body: { email: email.data, callbackURL } }).catch(logMailError);
    }
    const now = new Date().toISOString();
    return c.json({
      token: null,
      user: { id: randomUUID(), email: email.data, name: '', image: null, emailVerified: false, createdAt: now, updatedAt: now },
    });
  };
}
