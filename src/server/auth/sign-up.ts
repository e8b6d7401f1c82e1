// Sign-up that never tells whether an address already has an account: a known address gets the
// same answer, in about the same time, as a new one; its owner is told by e-mail instead. The
// body is checked against the form's own schema before the address is looked up, so every bad
// body fails alike; nothing the client sends besides e-mail and password reaches better-auth
// (no callbackURL: the confirmation link always returns to /research; no name or image: the
// display name has its own rules on the profile screen).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { hashPassword } from 'better-auth/crypto';
import { signUpSchema } from '../../shared/auth-forms.js';
import { firstIssueMessage } from '../../shared/validation.js';
import { user } from '../db/schema/index.js';
import { existingAccountMail } from '../mail/templates.js';
import { VERIFIED_LANDING_PATH } from './auth.js';
import { fail, readBody, withJsonBody } from './request-helpers.js';
import type { AuthRouteDeps } from './routes.js';

export function signUpHandler(deps: AuthRouteDeps) {
  const { auth, db, config, mailer } = deps;
  const logMailError = (err: unknown) => deps.log(`[mail] ${err instanceof Error ? err.message : String(err)}`);

  return async (c: Context) => {
    const parsed = signUpSchema.safeParse(await readBody(c));
    if (!parsed.success) return fail(c, 400, firstIssueMessage(parsed.error), 'VALIDATION');
    const { email, password } = parsed.data;
    const callbackURL = VERIFIED_LANDING_PATH;

    const [existing] = await db
      .select({ id: user.id, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email));
    if (!existing) {
      return auth.handler(withJsonBody(c.req.raw, { email, password, name: '', callbackURL }));
    }

    // A new sign-up hashes the password; doing the same here keeps the answer time alike.
    await hashPassword(password);
    if (existing.emailVerified) {
      const signIn = `${config.appUrl}/auth/sign-in`;
      mailer.send(existingAccountMail(email, signIn, signIn)).catch(logMailError);
    } else {
      // Someone who lost the first confirmation mail simply signs up again and gets a new one.
      auth.api.sendVerificationEmail({ body: { email, callbackURL } }).catch(logMailError);
    }
    const now = new Date().toISOString();
    return c.json({
      token: null,
      user: { id: randomUUID(), email, name: '', image: null, emailVerified: false, createdAt: now, updatedAt: now },
    });
  };
}
