// An upload of Search Console's export (decision 066): the files read with the shared parser, then
// in one transaction every stored row whose span touches the upload's dates is deleted and the new
// rows written, so uploading the same range again replaces it and spans never overlap (a read of
// a range never counts a day twice). A failure half way leaves the earlier rows as they were.
import { and, eq, gte, lte } from 'drizzle-orm';
import type { UploadAnswer } from '../../../shared/contract/search-console.js';
import { SEARCH_CONSOLE_RANGE_INVALID } from '../../../shared/messages/search-console.js';
import { readExportFiles, type ExportFile } from '../../../shared/search-console/export-files.js';
import type { ExportRow } from '../../../shared/search-console/export-parse.js';
import type { Db } from '../../db/client.js';
import { searchConsoleProperties, searchConsoleRows } from '../../db/schema/index.js';
import { InvalidInputError, UnprocessableError } from '../../domain/errors.js';
import { describeProperty, findOrCreateProperty } from './property-store.js';

const INSERT_CHUNK = 1000;

export interface UploadInput {
  userId: string;
  property: string;
  startDate: string;
  endDate: string;
  files: readonly ExportFile[];
  /** Today as YYYY-MM-DD (UTC), for the "not in the future" rule. */
  today: string;
}

/** A later day than today is refused; Search Console's Pacific-time day may be one ahead of UTC's. */
export function checkRange(startDate: string, endDate: string, today: string): void {
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (startDate > endDate || endDate > tomorrow) throw new InvalidInputError(SEARCH_CONSOLE_RANGE_INVALID, 'endDate');
}

/** One row per key: a key exported twice (after trimming) is summed, its position impression-weighted. */
function merged(rows: readonly ExportRow[]): ExportRow[] {
  const byKey = new Map<string, ExportRow>();
  for (const row of rows) {
    const held = byKey.get(row.key);
    if (!held) {
      byKey.set(row.key, { ...row });
      continue;
    }
    const impressions = held.impressions + row.impressions;
    held.position = impressions === 0 ? Math.min(held.position, row.position) : (held.position * held.impressions + row.position * row.impressions) / impressions;
    held.clicks += row.clicks;
    held.impressions = impressions;
  }
  return [...byKey.values()];
}

export async function uploadExport(db: Db, input: UploadInput): Promise<UploadAnswer> {
  checkRange(input.startDate, input.endDate, input.today);
  const read = readExportFiles(input.files);
  if (!read.ok) throw new UnprocessableError(read.error, { code: 'NOT_A_SEARCH_CONSOLE_EXPORT' });
  const queries = merged(read.queries ?? []);
  const pages = merged(read.pages ?? []);
  const span = { startDate: input.startDate, endDate: input.endDate, source: 'upload' };
  const values = [
    ...queries.map((row) => ({ ...span, query: row.key, page: '', clicks: row.clicks, impressions: row.impressions, position: row.position })),
    ...pages.map((row) => ({ ...span, query: '', page: row.key, clicks: row.clicks, impressions: row.impressions, position: row.position })),
  ];

  return db.transaction(async (tx) => {
    const property = await findOrCreateProperty(tx, input.userId, input.property);
    const replaced = await tx
      .delete(searchConsoleRows)
      .where(and(eq(searchConsoleRows.propertyId, property.id), lte(searchConsoleRows.startDate, input.endDate), gte(searchConsoleRows.endDate, input.startDate)))
      .returning({ id: searchConsoleRows.propertyId });
    for (let at = 0; at < values.length; at += INSERT_CHUNK) {
      await tx.insert(searchConsoleRows).values(values.slice(at, at + INSERT_CHUNK).map((row) => ({ ...row, propertyId: property.id })));
    }
    await tx.update(searchConsoleProperties).set({ updatedAt: new Date() }).where(eq(searchConsoleProperties.id, property.id));
    return { property: await describeProperty(tx, property), queries: queries.length, pages: pages.length, replacedRows: replaced.length };
  });
}
