// One worker per question across the whole deployment (decision 011): a row in request_flights,
// keyed by the normalised question, says who is working on it. Whoever inserts the row works and
// keeps the row alive with a heartbeat; everyone else waits until it is gone and then takes its
// turn. A crashed holder stops beating, so its row expires within FLIGHT_TTL_MS and is taken over.
// Works on PostgreSQL (any number of app servers) and on PGlite (one process).
import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { sleepWithin, untilDeadline } from '../providers/deadline.js';
import type { Db } from './client.js';
import { deleteOldest } from './retention.js';
import { requestFlights } from './schema/index.js';

export interface FlightOptions {
  /** The request's deadline: waiting stops with the deadline's error when it fires. */
  signal?: AbortSignal | undefined;
}

// How long a row outlives its holder's last heartbeat: short, so a question a crashed server was
// working on is free again well within a request's deadline; the beat renews it three times as often.
export const FLIGHT_TTL_MS = 6_000;
const HEARTBEAT_MS = FLIGHT_TTL_MS / 3;
// Waiters in another process look again this often; waiters in this process are woken directly.
const POLL_MS = 40;

export class RequestFlights {
  // Local queue per key: callers of this process wait on a promise instead of polling the table.
  private readonly local = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs `work` while holding `key` in this process and in the database; waiters queue. */
  async run<T>(key: string, options: FlightOptions, work: () => Promise<T>): Promise<T> {
    const before = this.local.get(key) ?? Promise.resolve();
    let done: () => void = () => {};
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    const tail = before.then(() => mine);
    this.local.set(key, tail);
    try {
      await untilDeadline(before, options.signal);
      const holder = await this.acquire(key, options);
      const heartbeat = setInterval(() => void this.renew(key, holder).catch(() => undefined), HEARTBEAT_MS);
      heartbeat.unref();
      try {
        return await work();
      } finally {
        clearInterval(heartbeat);
        await this.release(key, holder).catch(() => undefined); // an orphan row expires by itself
      }
    } finally {
      done();
      if (this.local.get(key) === tail) this.local.delete(key);
    }
  }

  private async acquire(key: string, options: FlightOptions): Promise<string> {
    const holder = randomUUID();
    for (;;) {
      if (await this.claim(key, holder)) return holder;
      await sleepWithin(POLL_MS + Math.floor(Math.random() * POLL_MS), options.signal);
    }
  }

  /** Inserts the row, or takes over one whose holder let it expire; true when this holder has it. */
  private async claim(key: string, holder: string): Promise<boolean> {
    const now = this.now();
    const expiresAt = new Date(now.getTime() + FLIGHT_TTL_MS);
    const rows = await this.db
      .insert(requestFlights)
      .values({ key, holder, expiresAt, createdAt: now })
      .onConflictDoUpdate({ target: requestFlights.key, set: { holder, expiresAt, createdAt: now }, setWhere: lt(requestFlights.expiresAt, now) })
      .returning({ holder: requestFlights.holder });
    return rows[0]?.holder === holder;
  }

  private async renew(key: string, holder: string): Promise<void> {
    const expiresAt = new Date(this.now().getTime() + FLIGHT_TTL_MS);
    await this.db
      .update(requestFlights)
      .set({ expiresAt })
      .where(and(eq(requestFlights.key, key), eq(requestFlights.holder, holder)));
  }

  private async release(key: string, holder: string): Promise<void> {
    await this.db.delete(requestFlights).where(and(eq(requestFlights.key, key), eq(requestFlights.holder, holder)));
  }
}

/** Removes rows whose holder died (they no longer block anyone, this only keeps the table small), in bounded batches. */
export function purgeExpiredFlights(db: Db, now: Date): Promise<number> {
  return deleteOldest(db, requestFlights, requestFlights.key, requestFlights.expiresAt, lt(requestFlights.expiresAt, now), {});
}
