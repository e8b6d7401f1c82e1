// The admin's view of the provider bill: provider_calls over the last PROVIDER_SPEND_DAYS UTC days,
// by day, by endpoint and in total. Sums are done by the database in numeric, so the figure is the
// exact sum of the costs the provider stated.
import { gte, sql } from 'drizzle-orm';
import { PROVIDER_SPEND_DAYS } from '../../../shared/admin.js';
import type { ProviderSpend, ProviderSpendLine } from '../../../shared/contract/admin.js';
import type { Db } from '../../db/client.js';
import { providerCalls } from '../../db/schema/index.js';
import { lastUtcDays, utcDayOf } from './utc-days.js';


/** "0.020600000000" -> "0.0206"; "0E-12" or null -> "0". */
export function trimDecimal(value: string | null | undefined): string {
  if (!value) return '0';
  const text = /e/i.test(value) ? Number(value).toFixed(12) : value;
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return trimmed === '' || trimmed === '-0' ? '0' : trimmed;
}

const line = {
  providerCost: sql<string>`coalesce(sum(${providerCalls.providerCost}), 0)::text`,
  calls: sql<number>`count(*) filter (where not ${providerCalls.cacheHit})::int`,
  failedCalls: sql<number>`count(*) filter (where ${providerCalls.outcome} not in ('success', 'empty'))::int`,
  cacheHits: sql<number>`count(*) filter (where ${providerCalls.cacheHit})::int`,
};

function toLine(row: { providerCost: string; calls: number; failedCalls: number; cacheHits: number }): ProviderSpendLine {
  return { providerCost: trimDecimal(row.providerCost), calls: Number(row.calls), failedCalls: Number(row.failedCalls), cacheHits: Number(row.cacheHits) };
}

const EMPTY: ProviderSpendLine = { providerCost: '0', calls: 0, failedCalls: 0, cacheHits: 0 };

export async function getProviderSpend(db: Db, now: Date = new Date()): Promise<ProviderSpend> {
  const { since, keys } = lastUtcDays(PROVIDER_SPEND_DAYS, now);
  const inWindow = gte(providerCalls.createdAt, since);
  const day = utcDayOf(providerCalls.createdAt);

  const [totals] = await db.select(line).from(providerCalls).where(inWindow);
  const days = await db.select({ day, ...line }).from(providerCalls).where(inWindow).groupBy(day);
  const endpoints = await db
    .select({ provider: providerCalls.provider, endpoint: providerCalls.endpoint, ...line })
    .from(providerCalls)
    .where(inWindow)
    .groupBy(providerCalls.provider, providerCalls.endpoint);

  const byDayKey = new Map(days.map((d) => [d.day, toLine(d)]));
  const byDay = keys.map((key) => ({ day: key, ...(byDayKey.get(key) ?? EMPTY) }));
  const byEndpoint = endpoints
    .map((e) => ({ provider: e.provider, endpoint: e.endpoint, ...toLine(e) }))
    .sort((a, b) => Number(b.providerCost) - Number(a.providerCost) || b.calls - a.calls || a.endpoint.localeCompare(b.endpoint));
  const total = totals ? toLine(totals) : EMPTY;
  return { since: since.toISOString().slice(0, 10), totalUsd: total.providerCost, total, byDay, byEndpoint };
}
