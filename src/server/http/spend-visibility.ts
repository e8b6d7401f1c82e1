// Provider dollars are an admin's figure: a caller who may view spend (admins, by browser session
// or API key) reads what the provider charged; everyone else reads null in its place and counts
// quota units, which the quotes and the subscription answer carry. One rule for every answer that
// carries a charge, applied where the route answers.
import { userHasPermission } from '../../shared/permissions.js';
import type { SessionUser } from './types.js';

/** The names a charge in dollars goes by in an answer: its name and its deprecated former name. */
const SPEND_FIELDS: ReadonlySet<string> = new Set(['providerCost', 'estimatedCost']);

export function seesSpend(user: Pick<SessionUser, 'roles'> | null): boolean {
  return user !== null && userHasPermission(user.roles, 'admin:view-spend');
}

/** The answer with every charge in dollars, at any depth, replaced by null. */
export function withoutSpend<T>(answer: T): T {
  if (Array.isArray(answer)) return answer.map(withoutSpend) as T;
  if (answer === null || typeof answer !== 'object') return answer;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) copy[key] = SPEND_FIELDS.has(key) && typeof value === 'number' ? null : withoutSpend(value);
  return copy as T;
}

/** The answer as the signed-in caller may read it. */
export function spendFor<T>(c: { get(key: 'user'): SessionUser | null }, answer: T): T {
  return seesSpend(c.get('user')) ? answer : withoutSpend(answer);
}
