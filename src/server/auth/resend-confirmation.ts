// "Send a new link" of a confirmation link that no longer works: the same mail
// and the same better-auth path a sign-in of an unconfirmed address uses (sendVerificationEmail).
// Like a reset request it answers at once and alike for every well-formed address: the lookup and
// the mail happen after the answer, so neither the body nor the time tells whether the address has
// an account waiting for confirmation. A confirmed or unknown address gets no mail.
import type { Context } from 'hono';
import { emailSchema, firstIssueMessage } from '../../shared/validation.js';
import { VERIFIED_LANDING_PATH } from './auth.js';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { fail, isRelativePath, readBody } from './request-helpers.js';
import type { AuthRouteDeps } from './route-deps.js';

export const RESEND_REQUESTED_ANSWER = { status: true } as const;

export function resendConfirmationHandler(deps: AuthRouteDeps) {
  const { auth } = deps;
  return async (c: Context) => {
    const body = await readBody(c);
    const email = emailSchema.safeParse(body.email ?? '');
    if (!email.success) return fail(c, 400, firstIssueMessage(email.error), 'VALIDATION');
    // better-auth's browser client sends a callbackURL: one of our own paths is accepted and then
    // ignored, anything else is refused like a reset request's foreign redirect.
    if (body.callbackURL !== undefined && !isRelativePath(body.callbackURL)) return fail(c, 400, AUTH_MESSAGES.linkInvalid, 'INVALID_LINK');
    // No request headers: better-auth takes the no-session path, which mails an unconfirmed
    // address only. The link always returns to /research, whatever a client asked.
    auth.api
      .sendVerificationEmail({ body: { email: email.data, callbackURL: VERIFIED_LANDING_PATH } })
      .catch((err: unknown) => deps.log(`[auth] confirmation resend failed: ${err instanceof Error ? err.message : String(err)}`));
    return c.json(RESEND_REQUESTED_ANSWER);
  };
}
