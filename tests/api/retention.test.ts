// Retention of the tables that grow with traffic (decision 037): each sweep removes what is old,
// keeps what is young, and keeps what a screen still shows whatever its age; deletes go in bounded
// batches (PGlite, and PostgreSQL with TEST_DB=postgres).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { purgeExpiredRows } from '../../src/server/db/housekeeping.js';
import { DEFAULT_RETENTION, SERP_SNAPSHOTS_KEPT_PER_KEYWORD, sweepMailOutbox, sweepRetention } from '../../src/server/db/retention.js';
import {
  keywordResearch,
  mailOutbox,
  providerCalls,
  serpResults,
  session,
  shareLinks,
  usageEvents,
  user,
  userUsage,
  verification,
} from '../../src/server/db/schema/index.js';
import { createTestDatabase } from '../support/test-db.js';

const DAY = 24 * 60 * 60 * 1000;
// Late in a month, so "this month" and "the last 30 days" differ.
const now = new Date('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);
const none = { providerCallDays: 0, usageEventDays: 0, mailOutboxDays: 0, serpSnapshotDays: 0 };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values([
    { id: 'keeper', name: 'Keeper', email: 'keeper@example.test' },
    { id: 'other', name: 'Other', email: 'other@example.test' },
  ]);
});
afterAll(async () => {
  await database?.close();
});

describe('provider_calls', () => {
  it('removes calls past the retention, never one the admin spend view reads (this month, the last 30 days)', async () => {
    const { db } = database;
    const call = (message: string, createdAt: Date) => ({ provider: 'dataforseo', endpoint: 'labs', outcome: 'success', durationMs: 5, message, createdAt });
    await db.insert(providerCalls).values([
      call('this month', ago(20)), // Nov 3
      call('last 30 days', ago(29)), // Oct 25
      call('before the view', ago(40)),
      call('young', ago(399)),
      call('old', ago(401)),
    ]);
    const left = async () => (await db.select({ message: providerCalls.message }).from(providerCalls)).map((r) => r.message).sort();

    expect((await sweepRetention(db, { ...none, providerCallDays: DEFAULT_RETENTION.providerCallDays }, now)).providerCalls).toBe(1);
    expect(await left()).toEqual(['before the view', 'last 30 days', 'this month', 'young']);
    // Even a retention of one day keeps what the spend view shows.
    expect((await sweepRetention(db, { ...none, providerCallDays: 1 }, now)).providerCalls).toBe(2);
    expect(await left()).toEqual(['last 30 days', 'this month']);
    await db.delete(providerCalls);
  });
});

describe('usage_events', () => {
  it('removes old units of ended periods; keeps held leases, the running period and young units', async () => {
    const { db } = database;
    const [ended, running] = await db
      .insert(userUsage)
      .values([
        { userId: 'keeper', periodStart: ago(800), periodEnd: ago(770) },
        // A period that began long ago and runs on (a long trial, or a clock set back): still counts.
        { userId: 'keeper', periodStart: ago(500), periodEnd: new Date(now.getTime() + DAY) },
      ])
      .returning({ id: userUsage.id });
    const event = (requestKey: string, status: string, createdAt: Date, usageId: string | null) => ({ userId: 'keeper', tool: 'keywords', requestKey, status, createdAt, usageId });
    await db.insert(usageEvents).values([
      event('old ended', 'settled', ago(790), ended!.id),
      event('old refunded', 'refunded', ago(790), ended!.id),
      event('old without period', 'settled', ago(450), null),
      event('old of the running period', 'settled', ago(450), running!.id),
      { ...event('old held lease', 'reserved', ago(450), ended!.id), leaseExpiresAt: ago(449) },
      event('young', 'settled', ago(10), null),
    ]);

    expect((await sweepRetention(db, DEFAULT_RETENTION, now)).usageEvents).toBe(3);
    const left = (await db.select({ key: usageEvents.requestKey }).from(usageEvents)).map((r) => r.key).sort();
    expect(left).toEqual(['old held lease', 'old of the running period', 'young']);
    expect((await sweepRetention(db, { ...DEFAULT_RETENTION, usageEventDays: 0 }, new Date(now.getTime() + 9000 * DAY))).usageEvents).toBe(0);
    await db.delete(usageEvents);
  });
});

describe('mail_outbox', () => {
  it('removes mails past the retention and keeps younger ones', async () => {
    const { db } = database;
    const mail = (subject: string, createdAt: Date) => ({ to: 'keeper@example.test', subject, text: 'x', createdAt });
    await db.insert(mailOutbox).values([mail('old', ago(31)), mail('young', ago(29))]);
    expect((await sweepRetention(db, DEFAULT_RETENTION, now)).mailOutbox).toBe(1);
    expect((await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject)).toEqual(['young']);
    await db.delete(mailOutbox);
  });

  it('deletes a backlog in bounded batches, the rest on the next run', async () => {
    const { db } = database;
    await db.insert(mailOutbox).values(Array.from({ length: 5 }, (_, i) => ({ to: 'keeper@example.test', subject: `old ${i}`, text: 'x', createdAt: ago(100 + i) })));
    expect(await sweepMailOutbox(db, 30, now, { batchSize: 2, maxBatches: 2 })).toBe(4);
    // The oldest go first.
    expect((await db.select({ subject: mailOutbox.subject }).from(mailOutbox)).map((r) => r.subject)).toEqual(['old 0']);
    expect(await sweepMailOutbox(db, 30, now, { batchSize: 2, maxBatches: 2 })).toBe(1);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});

describe('SERP snapshots', () => {
  it('removes old analyses beyond what the SERP history shows; keeps young ones, shared ones and other keywords, markets and users', async () => {
    const { db } = database;
    const serp = (seedKeyword: string, createdAt: Date, extra: Partial<typeof keywordResearch.$inferInsert> = {}) => ({
      userId: 'keeper',
      kind: 'serp',
      seedKeyword,
      locationCode: 2840,
      languageCode: 'en',
      createdAt,
      ...extra,
    });
    // Old analyses of one keyword (spelt three ways), then as many young ones as the history shows.
    const spellings = ['running shoes', 'Running Shoes', '  running   shoes '];
    const old = await db
      .insert(keywordResearch)
      .values([0, 1, 2, 3].map((i) => serp(spellings[i % 3]!, ago(500 - i))))
      .returning({ id: keywordResearch.id });
    await db.insert(keywordResearch).values(Array.from({ length: SERP_SNAPSHOTS_KEPT_PER_KEYWORD - 1 }, (_, i) => serp('running shoes', ago(100 - i / 10))));
    const [newestOld] = old.slice(-1);
    await db.insert(serpResults).values(old.map((r) => ({ researchId: r.id, position: 1, domain: 'a.example', url: 'https://a.example/', title: 'A', metricsSource: 'serp' })));
    // The second oldest has a share link (revoked, still listed for its owner).
    await db.insert(shareLinks).values({ userId: 'keeper', targetKind: 'research', targetId: old[1]!.id, tokenHash: 'h'.repeat(64), displayName: 'Keeper', revokedAt: ago(10) });
    const keptOthers = await db
      .insert(keywordResearch)
      .values([
        serp('running shoes', ago(900), { locationCode: 2276, languageCode: 'de' }),
        serp('running shoes', ago(900), { userId: 'other' }),
        serp('trail shoes', ago(900)),
        { ...serp('running shoes', ago(900)), kind: 'keywords' },
      ])
      .returning({ id: keywordResearch.id });

    // Of 4 old ones, the newest has only 50 newer analyses (kept); the oldest three have 51 or more, one is shared.
    expect((await sweepRetention(db, DEFAULT_RETENTION, now)).serpSnapshots).toBe(2);
    const ids = new Set((await db.select({ id: keywordResearch.id }).from(keywordResearch)).map((r) => r.id));
    expect(ids.has(old[0]!.id)).toBe(false);
    expect(ids.has(old[1]!.id)).toBe(true);
    expect(ids.has(old[2]!.id)).toBe(false);
    expect(ids.has(newestOld!.id)).toBe(true);
    for (const kept of keptOthers) expect(ids.has(kept.id)).toBe(true);
    expect(ids.size).toBe(2 + (SERP_SNAPSHOTS_KEPT_PER_KEYWORD - 1) + keptOthers.length);
    // Their organic rows went with them.
    const rows = await db.select({ researchId: serpResults.researchId }).from(serpResults).where(inArray(serpResults.researchId, old.map((r) => r.id)));
    expect(rows.map((r) => r.researchId).sort()).toEqual([old[1]!.id, newestOld!.id].sort());

    // 0 keeps every analysis, however old.
    await db.insert(keywordResearch).values(serp('running shoes', ago(1000)));
    expect((await sweepRetention(db, { ...DEFAULT_RETENTION, serpSnapshotDays: 0 }, now)).serpSnapshots).toBe(0);
    expect((await sweepRetention(db, DEFAULT_RETENTION, now)).serpSnapshots).toBe(1);
    await db.delete(shareLinks);
    await db.delete(keywordResearch).where(eq(keywordResearch.userId, 'keeper'));
  });
});

describe('dead rows', () => {
  it('removes expired sessions and verification tokens, and keeps live ones', async () => {
    const { db } = database;
    await db.insert(session).values([
      { id: 'gone', token: 'gone', userId: 'keeper', expiresAt: ago(1) },
      { id: 'live', token: 'live', userId: 'keeper', expiresAt: new Date(now.getTime() + DAY) },
    ]);
    await db.insert(verification).values([
      { id: 'gone', identifier: 'reset-password:gone', value: 'keeper', expiresAt: ago(1) },
      { id: 'live', identifier: 'reset-password:live', value: 'keeper', expiresAt: new Date(now.getTime() + DAY) },
    ]);
    expect(await purgeExpiredRows(db, now)).toMatchObject({ sessions: 1, verifications: 1 });
    expect((await db.select({ id: session.id }).from(session)).map((r) => r.id)).toEqual(['live']);
    expect((await db.select({ id: verification.id }).from(verification)).map((r) => r.id)).toEqual(['live']);
  });
});
