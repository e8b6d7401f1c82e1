// Asking for a reset link answers at once and alike for every well-formed address: the lookup,
// the new link and the mail all happen after the answer, so neither the body nor the time tells
// whether the address has an account. The redirect must be one of our own pages.
import type { Context } from 'hono';
import { emailSchema, firstIssueMessage } from '../../shared/validation.js';
import { fail, isRelativePath, readBody } from './request-helpers.js';
import type { AuthRouteDeps } from './route-deps.js';

/** better-auth's own answer to a reset request, kept so its browser client reads it as before. */
export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

export const FOREIGN_REDIRECT_MESSAGE = 'The reset link can only return to this site.';

export function resetRequestHandler(deps: AuthRouteDeps) {
  const { auth } = deps;
  return async (c: Context) => {
    const body = await readBody(c);
    const email = emailSchema.safeParse(body.email ?? '');
    if (!email.success) return fail(c, 400, firstIssueMessage(email.error), 'VALIDATION');
    const redirectTo = body.redirectTo;
    if (redirectTo !== undefined && !isRelativePath(redirectTo)) return fail(c, 403, FOREIGN_REDIRECT_MESSAGE, 'FOREIGN_REDIRECT');
    auth.api
      .requestPasswordReset({ body: { email: email.data, ...(redirectTo ? { redirectTo } : {}) } })
      .catch((err: unknown) => deps.log(`[auth] reset request failed: ${err instanceof Error ? err.message : String(err)}`));
    return c.json(RESET_REQUESTED_ANSWER);
  };
}
