// Sign-up that never tells whether an address already has an account, and never lets a stranger's
// password survive the owner proving the address (decision 010):
// - a new address: better-auth creates the user with pending credentials and mails a link;
// - an unconfirmed address: the pending user (its password, sessions, links) is deleted and the
//   sign-up runs as a first one, so its answer is a first sign-up's and only the new link works
//   (a link names the user id it confirms, and that id is gone);
// - a confirmed address: better-auth answers with a made-up user and its owner is told by e-mail.
// The body is checked against the form's own schema first, so every bad body fails alike; nothing
// besides e-mail and password reaches better-auth (the link always returns to /research; the
// display name has its own rules on the profile screen). A paid plan named in the body (the
// pricing page's choice) is kept on a new, unconfirmed user only: its trial runs on that plan's
// quotas (decision 023); anything else in that field is ignored and the trial is the Free Trial.
import { and, eq, ne, notExists } from 'drizzle-orm';
import type { Context } from 'hono';
import { signUpSchema } from '../../shared/auth-forms.js';
import { signUpPlanSchema } from '../../shared/contract/billing-request.js';
import type { PublicTier } from '../../shared/pricing.js';
import { firstIssueMessage } from '../../shared/validation.js';
import { account, user } from '../db/schema/index.js';
import { isTrialPlanTier } from '../features/billing/index.js';
import { CREDENTIAL_PROVIDER_ID } from '../features/accounts/entry-account-setup.js';
import { VERIFIED_LANDING_PATH } from './auth.js';
import { fail, readBody, withJsonBody } from './request-helpers.js';
import type { AuthRouteDeps } from './route-deps.js';

export function signUpHandler(deps: AuthRouteDeps) {
  const { auth, db } = deps;
  return async (c: Context) => {
    const body = await readBody(c);
    const parsed = signUpSchema.safeParse(body);
    if (!parsed.success) return fail(c, 400, firstIssueMessage(parsed.error), 'VALIDATION');
    const { email, password } = parsed.data;
    // Only while unconfirmed (a confirmation racing this delete keeps its user), and only a
    // password-only user: one that also signs in with Google has data of its own to keep.
    const otherSignIns = db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, user.id), ne(account.providerId, CREDENTIAL_PROVIDER_ID)));
    await db.delete(user).where(and(eq(user.email, email), eq(user.emailVerified, false), notExists(otherSignIns)));
    const response = await auth.handler(withJsonBody(c.req.raw, { email, password, name: '', callbackURL: VERIFIED_LANDING_PATH }));
    const plan = signUpPlan(body);
    if (response.ok && plan && (await isTrialPlanTier(db, plan.tier))) {
      // emailVerified = false: a confirmed owner's account is never touched by a stranger's sign-up.
      await db
        .update(user)
        .set({ signupPlan: plan.tier, selectedPlan: plan.tier, billingPeriod: plan.billing })
        .where(and(eq(user.email, email), eq(user.emailVerified, false)));
    }
    return response;
  };
}

/** The plan and billing period of the sign-up body when they name an offered plan; never trusted further. */
function signUpPlan(body: unknown): { tier: PublicTier; billing: 'monthly' | 'yearly' } | null {
  const parsed = signUpPlanSchema.safeParse(body);
  return parsed.success ? { tier: parsed.data.plan, billing: parsed.data.billing } : null;
}
