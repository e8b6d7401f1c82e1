// Fixed-window counters in the database (table rate_limit), so limits hold across restarts and
// across app servers. One atomic upsert per hit: concurrent hits cannot both slip under a limit.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface RateRule {
  windowSeconds: number;
  max: number;
}

export interface RateLimiter {
  /** Counts a hit; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, rule: RateRule, now?: number): Promise<number>;
}

export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, rule, now = Date.now()) {
      const windowMs = rule.windowSeconds * 1000;
      const windowStart = now - (now % windowMs);
      const result = await db.execute<{ count: number; last_request: string | number }>(sql`
        insert into rate_limit (id, key, count, last_request)
        values (${key}, ${key}, 1, ${windowStart})
        on conflict (key) do update set
          count = case when rate_limit.last_request < ${windowStart} then 1 else rate_limit.count + 1 end,
          last_request = ${windowStart}
        returning count, last_request`);
      const rows = (result as { rows?: { count: number }[] }).rows ?? (result as { count: number }[]);
      const count = Number(rows[0]?.count ?? 1);
      if (count <= rule.max) return 0;
      return Math.ceil((windowStart + windowMs - now) / 1000);
    },
  };
}

/**
 * Limits per client address and per account + address pair for the auth endpoints an attacker
 * would hammer (decision 010). Never per account alone: a counter any address can fill would let
 * a stranger lock the owner out of their own account.
 */
export interface AuthRateRule {
  address: RateRule;
  /** Counted only when the body names a well-formed address. */
  accountAtAddress?: RateRule;
}

export const AUTH_RATE_RULES: Record<string, AuthRateRule> = {
  '/sign-in/email': { address: { windowSeconds: 60, max: 20 }, accountAtAddress: { windowSeconds: 15 * 60, max: 10 } },
  '/sign-up/email': { address: { windowSeconds: 60 * 60, max: 10 }, accountAtAddress: { windowSeconds: 60 * 60, max: 3 } },
  '/request-password-reset': { address: { windowSeconds: 60 * 60, max: 10 }, accountAtAddress: { windowSeconds: 60 * 60, max: 3 } },
  '/reset-password': { address: { windowSeconds: 60 * 60, max: 20 } },
  // A mail to an address, like a reset request.
  '/send-verification-email': { address: { windowSeconds: 60 * 60, max: 10 }, accountAtAddress: { windowSeconds: 60 * 60, max: 3 } },
};
