// Backoff for background reads of the keyword provider (decision 037): a read that failed is not
// tried again before its row's retry_at, by any app server. The wait doubles with each failure in
// a row, up to a cap, with jitter so servers that share a database do not retry in step; a
// success deletes the row. Trying claims the read for a while, so only one server asks at a time.
import { eq, lte } from 'drizzle-orm';
import type { Db } from './client.js';
import { providerReadBackoff } from './schema/index.js';

export interface BackoffPolicy {
  /** The wait after the first failure. */
  baseMs: number;
  /** The longest wait, however many failures in a row. */
  capMs: number;
}

export const DEFAULT_READ_BACKOFF: BackoffPolicy = { baseMs: 60_000, capMs: 6 * 60 * 60 * 1000 };

// How long a claimed read may take before another server may try it (its claimer crashed or hangs).
// Longer than the DataForSEO client's own timeout and retries together.
export const READ_CLAIM_MS = 5 * 60 * 1000;

const LAST_ERROR_MAX = 500;

/**
 * The wait after `failures` failures in a row: base·2^(failures-1), capped, then "equal jitter"
 * (half of it fixed, half random) so the wait never shrinks to nothing yet servers spread out.
 */
export function backoffDelayMs(failures: number, policy: BackoffPolicy = DEFAULT_READ_BACKOFF, random: () => number = Math.random): number {
  const step = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(failures - 1, 30)));
  return Math.round(step / 2 + (random() * step) / 2);
}

export type ReadClaim = { claimed: true } | { claimed: false; retryAt: Date };

export class ProviderReadBackoff {
  constructor(
    private readonly db: Db,
    readonly key: string,
    private readonly policy: BackoffPolicy = DEFAULT_READ_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * Claims the read when no backoff or other claim holds it at `now` (one atomic upsert, so two
   * servers cannot both claim); otherwise answers until when the read is held.
   */
  async claim(now: Date): Promise<ReadClaim> {
    const until = new Date(now.getTime() + READ_CLAIM_MS);
    const won = await this.db
      .insert(providerReadBackoff)
      .values({ key: this.key, failures: 0, retryAt: until, updatedAt: now })
      .onConflictDoUpdate({ target: providerReadBackoff.key, set: { retryAt: until, updatedAt: now }, setWhere: lte(providerReadBackoff.retryAt, now) })
      .returning({ key: providerReadBackoff.key });
    if (won.length > 0) return { claimed: true };
    const [held] = await this.db.select({ retryAt: providerReadBackoff.retryAt }).from(providerReadBackoff).where(eq(providerReadBackoff.key, this.key));
    // Gone between the two statements (the holder succeeded): the next try may claim it.
    return { claimed: false, retryAt: held?.retryAt ?? now };
  }

  /** Records a failed read; answers when the next may start. */
  async recordFailure(now: Date, error: unknown): Promise<{ failures: number; retryAt: Date }> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
    const [row] = await this.db.select({ failures: providerReadBackoff.failures }).from(providerReadBackoff).where(eq(providerReadBackoff.key, this.key));
    const failures = (row?.failures ?? 0) + 1;
    const retryAt = new Date(now.getTime() + backoffDelayMs(failures, this.policy, this.random));
    await this.db
      .insert(providerReadBackoff)
      .values({ key: this.key, failures, retryAt, lastError: message, updatedAt: now })
      .onConflictDoUpdate({ target: providerReadBackoff.key, set: { failures, retryAt, lastError: message, updatedAt: now } });
    return { failures, retryAt };
  }

  /** A successful read ends the backoff: the next failure starts again from the base wait. */
  async recordSuccess(): Promise<void> {
    await this.db.delete(providerReadBackoff).where(eq(providerReadBackoff.key, this.key));
  }
}
