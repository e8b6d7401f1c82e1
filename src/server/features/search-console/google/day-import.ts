// The daily import of a Google-linked property (decision 066), day by day: from the day after the
// last one stored (the first time, the last FIRST_IMPORT_DAYS days) up to the newest final day
// (DATA_LAG_DAYS behind today, Search Console's lag); never a stored day again. Each day is one
// transaction that locks the property and checks the day is still due, so two servers running at
// once store it once; its rows: per query (page '') and per query × page, replacing any stored
// span that touches the day (spans never overlap).
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { searchConsoleGoogle, searchConsoleProperties, searchConsoleRows } from '../../../db/schema/index.js';
import type { PropertyRow } from '../property-store.js';
import { accessTokenOf } from './connection-store.js';
import { readDay, type AnalyticsRow, type GoogleClientConfig } from './google-api.js';

/** Search Console's final data is about 2–3 days behind: the newest day imported is today − 3. */
export const DATA_LAG_DAYS = 3;
/** Days the first import of a property reads. */
export const FIRST_IMPORT_DAYS = 28;
/** Days one run imports at most per property (a long pause catches up over several runs). */
const DAYS_PER_RUN = 31;
const INSERT_CHUNK = 1000;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days still due for a property, oldest first (at most DAYS_PER_RUN). */
export function dueDays(importedThrough: string | null, today: string): string[] {
  const last = addDays(today, -DATA_LAG_DAYS);
  const first = importedThrough === null ? addDays(last, 1 - FIRST_IMPORT_DAYS) : addDays(importedThrough, 1);
  const days: string[] = [];
  for (let day = first; day <= last && days.length < DAYS_PER_RUN; day = addDays(day, 1)) days.push(day);
  return days;
}

const rowOf = (day: string, query: string, page: string, row: AnalyticsRow) => ({
  startDate: day,
  endDate: day,
  query,
  page,
  clicks: Math.round(row.clicks),
  impressions: Math.round(row.impressions),
  position: row.position,
  source: 'api',
});

async function storeDay(db: Db, propertyId: string, day: string, byQuery: AnalyticsRow[], byPage: AnalyticsRow[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [property] = await tx.select().from(searchConsoleProperties).where(eq(searchConsoleProperties.id, propertyId)).for('update');
    if (!property || (property.importedThrough !== null && property.importedThrough >= day)) return false;
    await tx
      .delete(searchConsoleRows)
      .where(and(eq(searchConsoleRows.propertyId, propertyId), lte(searchConsoleRows.startDate, day), gte(searchConsoleRows.endDate, day)));
    const values = [
      ...byQuery.map((row) => rowOf(day, row.keys[0] ?? '', '', row)),
      ...byPage.map((row) => rowOf(day, row.keys[0] ?? '', row.keys[1] ?? '', row)),
    ].filter((row) => row.query !== '');
    for (let at = 0; at < values.length; at += INSERT_CHUNK) {
      await tx.insert(searchConsoleRows).values(values.slice(at, at + INSERT_CHUNK).map((row) => ({ ...row, propertyId })));
    }
    await tx.update(searchConsoleProperties).set({ importedThrough: day, updatedAt: new Date() }).where(eq(searchConsoleProperties.id, propertyId));
    return true;
  });
}

/** Imports the property's due days; answers the days stored. */
export async function importDueDays(db: Db, config: AppConfig, google: GoogleClientConfig, property: PropertyRow, today: string): Promise<number> {
  const days = dueDays(property.importedThrough, today);
  if (days.length === 0) return 0;
  const accessToken = await accessTokenOf(db, config, google, property.userId);
  let stored = 0;
  for (const day of days) {
    const [byQuery, byPage] = await Promise.all([readDay(google, accessToken, property.siteUrl, day, ['query']), readDay(google, accessToken, property.siteUrl, day, ['query', 'page'])]);
    if (await storeDay(db, property.id, day, byQuery, byPage)) stored++;
  }
  return stored;
}

/** Every linked property of a connected user, imported in turn; a failing one is logged and the others still run. */
export async function importAllLinked(db: Db, config: AppConfig, google: GoogleClientConfig, log: (line: string) => void, today: string): Promise<void> {
  const linked = await db
    .select({ property: searchConsoleProperties })
    .from(searchConsoleProperties)
    .innerJoin(searchConsoleGoogle, eq(searchConsoleGoogle.userId, searchConsoleProperties.userId))
    .where(and(eq(searchConsoleProperties.googleLinked, true), isNotNull(searchConsoleGoogle.refreshToken)));
  for (const { property } of linked) {
    try {
      await importDueDays(db, config, google, property, today);
    } catch (error) {
      log(`search console import of ${property.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const IMPORT_INTERVAL_MS = 60 * 60 * 1000;

/** Runs the daily import hourly (a day becomes due once); the timer never keeps the process alive. */
export function startSearchConsoleImports(db: Db, config: AppConfig, log: (line: string) => void): () => void {
  const google = config.google;
  if (!google) return () => undefined;
  const run = () => void importAllLinked(db, config, google, log, new Date().toISOString().slice(0, 10)).catch((error: unknown) => log(`search console imports failed: ${String(error)}`));
  const timer = setInterval(run, IMPORT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
