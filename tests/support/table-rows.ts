// Every row of every table of the Drizzle schema, in a form two databases can be compared by:
// each row as canonical JSON (bytes as hex, dates as ISO), sorted. Generic, so a table added to the
// schema is compared with no change here.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/server/db/client.js';
import * as schema from '../../src/server/db/schema/index.js';

export const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('hex')}`;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** Table name -> its rows as sorted canonical JSON strings. */
export async function readAllTables(db: Db): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of schemaTables) {
    const rows: unknown[] = await db.select().from(table);
    tables[getTableName(table)] = rows.map((row) => JSON.stringify(canonical(row))).sort();
  }
  return tables;
}
