// Setting a new password from a reset link. better-auth checks the link (single use, one hour)
// and ends every session of the account; then the browser that set the password is signed in,
// so the update-password screen goes on to /research.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { AUTH_MESSAGES } from '../../shared/messages/auth.js';
import { firstIssueMessage, newPasswordSchema } from '../../shared/validation.js';
import { user, verification } from '../db/schema/index.js';
import { RESET_IDENTIFIER_PREFIX } from './auth.js';
import { fail, readBody, stringField } from './request-helpers.js';
import type { AuthRouteDeps } from './route-deps.js';

/**
 * What a token we mail can look like (better-auth's ids): anything else is refused as an invalid
 * link before it reaches a query, however long or strange it is.
 */
const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;

/** Whether a reset token is still unused and unexpired (the update-password screen asks first). */
export async function isResetTokenValid(deps: Pick<AuthRouteDeps, 'db'>, token: string): Promise<boolean> {
  if (!RESET_TOKEN_SHAPE.test(token)) return false;
  const [row] = await deps.db
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`));
  return Boolean(row && row.expiresAt.getTime() > Date.now());
}

export function resetPasswordHandler(deps: AuthRouteDeps) {
  const { auth, db } = deps;
  return async (c: Context) => {
    const body = await readBody(c);
    const password = newPasswordSchema.safeParse(body.newPassword ?? '');
    if (!password.success) return fail(c, 400, firstIssueMessage(password.error), 'VALIDATION');
    const token = stringField(body, 'token') ?? c.req.query('token') ?? '';
    // The code better-auth answers for an unknown token, so the screen says the same for both.
    if (!RESET_TOKEN_SHAPE.test(token)) return fail(c, 400, AUTH_MESSAGES.resetLinkInvalid, 'INVALID_TOKEN');
    const [link] = await db
      .select({ userId: verification.value })
      .from(verification)
      .where(eq(verification.identifier, `${RESET_IDENTIFIER_PREFIX}${token}`));

    const response = await auth.handler(c.req.raw);
    if (!response.ok || !link) return response;

    // The link reached the mailbox, which is all a confirmation link proves.
    const [account] = await db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.id, link.userId))
      .returning({ email: user.email });
    if (!account) return response;
    const signIn = await auth.api
      .signInEmail({ body: { email: account.email, password: password.data }, headers: c.req.raw.headers, asResponse: true })
      .catch(() => null);
    if (!signIn?.ok) return response;
    const answer = new Response(response.body, response);
    for (const cookie of signIn.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
    return answer;
  };
}
