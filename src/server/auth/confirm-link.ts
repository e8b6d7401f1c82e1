// Why a confirmation link confirmed nothing, said on the page it lands on.
// better-auth answers INVALID_TOKEN both for a forged token and for one whose signature is good but
// names a user the address no longer has: a second sign-up of an unconfirmed address deletes the
// pending user and creates a new one (sign-up.ts), so only the newest link names the live user id.
// That second case is told apart here as LINK_REPLACED; the link's holder can then ask for a new one.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { verifyJWT } from 'better-auth/crypto';
import { CONFIRM_LINK_PROBLEM_PATH, LINK_REPLACED } from '../../shared/messages/auth.js';
import type { Db } from '../db/client.js';
import { user } from '../db/schema/index.js';
import { ALREADY_VERIFIED_LANDING_PATH } from './auth.js';

/** What a confirmation link's token carries once its signature checks out (better-auth signs it). */
const linkPayloadSchema = z.object({ email: z.string(), userId: z.string() });

interface LinkDeps {
  db: Db;
  secret: string;
}

/** The reason better-auth put on a failed link's redirect, or null when the link did its work. */
function failureCode(response: Response): string | null {
  if (response.status !== 302) return null;
  const location = response.headers.get('location') ?? '';
  return new URL(location, 'http://link.invalid').searchParams.get('error');
}

/** Where a link with a good signature but another user id belongs: replaced, or already done. */
async function replacedLanding(deps: LinkDeps, token: string): Promise<string | null> {
  const link = linkPayloadSchema.safeParse(await verifyJWT(token, deps.secret));
  if (!link.success) return null;
  const { email, userId: linkUserId } = link.data;
  const [current] = await deps.db.select({ id: user.id, emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
  if (!current || current.id === linkUserId) return null;
  // The newer link was used already: nothing is left to confirm, so on to sign-in like any later click.
  if (current.emailVerified) return ALREADY_VERIFIED_LANDING_PATH;
  return `${CONFIRM_LINK_PROBLEM_PATH}?error=${LINK_REPLACED}`;
}

/** A failed link lands on the page that says why, instead of on /research (which needs a session). */
export async function explainFailedLink(deps: LinkDeps, token: string, response: Response): Promise<Response> {
  const code = failureCode(response);
  if (!code) return response;
  const replaced = code === 'INVALID_TOKEN' ? await replacedLanding(deps, token) : null;
  const answer = new Response(null, response);
  answer.headers.set('location', replaced ?? `${CONFIRM_LINK_PROBLEM_PATH}?error=${encodeURIComponent(code)}`);
  return answer;
}
