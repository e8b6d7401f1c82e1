// Reads of a property's figures over a date range (decision 066): the rows whose span lies inside
// the range, summed per query (clicks, impressions), CTR as clicks / impressions and the position
// weighted by impressions (a span with no impressions counts its position plainly). The queries
// table is paged, sorted and filtered in SQL; the opportunity views read every query of the range
// and apply the shared rules.
import { and, eq, gte, lte, max, min, ne, sql, type SQL } from 'drizzle-orm';
import type { QueriesPage, QueriesQuery, SearchConsoleSortKey } from '../../../shared/contract/search-console.js';
import type { QueryFigures, QueryPageFigures } from '../../../shared/search-console/opportunities.js';
import type { DbOrTx } from '../../db/client.js';
import { searchConsoleRows } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';

const rows = searchConsoleRows;

export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The asked range, each end defaulting to the stored data's; a range that ends before it starts is refused. */
export async function resolveRange(db: DbOrTx, propertyId: string, asked: { from?: string | undefined; to?: string | undefined }): Promise<DateRange> {
  const [bounds] = await db.select({ first: min(rows.startDate), last: max(rows.endDate) }).from(rows).where(eq(rows.propertyId, propertyId));
  const range = { from: asked.from ?? bounds?.first ?? null, to: asked.to ?? bounds?.last ?? null };
  if (range.from !== null && range.to !== null && range.from > range.to) throw new InvalidInputError('from must not come after to.', 'from');
  return range;
}

function inRange(propertyId: string, range: DateRange): SQL | undefined {
  return and(eq(rows.propertyId, propertyId), range.from === null ? undefined : gte(rows.startDate, range.from), range.to === null ? undefined : lte(rows.endDate, range.to));
}

const clicks = sql<number>`sum(${rows.clicks})::int`;
const impressions = sql<number>`sum(${rows.impressions})::int`;
const ctr = sql<number>`coalesce(sum(${rows.clicks})::float8 / nullif(sum(${rows.impressions}), 0), 0)`;
const position = sql<number>`coalesce(sum(${rows.position} * ${rows.impressions}) / nullif(sum(${rows.impressions}), 0), avg(${rows.position}))`;
const figureColumns = { clicks, impressions, ctr, position };

const SORTS: Record<SearchConsoleSortKey, SQL> = { query: sql`${rows.query}`, clicks, impressions, ctr, position };

const toFigures = (row: { query: string; clicks: number; impressions: number; ctr: number; position: number }): QueryFigures => ({
  query: row.query,
  clicks: Number(row.clicks),
  impressions: Number(row.impressions),
  ctr: Number(row.ctr),
  position: Number(row.position),
});

/** Query rows (no page): what Queries.csv holds, and the API's per-query totals. */
const queryLevel = and(ne(rows.query, ''), eq(rows.page, ''));

function containing(q: string | undefined): SQL | undefined {
  const text = q?.trim() ?? '';
  if (text === '') return undefined;
  return sql`position(lower(${text}) in lower(${rows.query})) > 0`;
}

export async function readQueriesPage(db: DbOrTx, propertyId: string, range: DateRange, query: QueriesQuery): Promise<QueriesPage> {
  const where = and(inRange(propertyId, range), queryLevel, containing(query.q));
  const sort = query.sort ?? 'clicks';
  const direction = query.direction ?? (sort === 'query' || sort === 'position' ? 'asc' : 'desc');
  const order = direction === 'asc' ? sql`${SORTS[sort]} asc` : sql`${SORTS[sort]} desc`;
  const offset = query.offset ?? 0;
  const limit = query.limit ?? 100;
  const [page, [totals]] = await Promise.all([
    db
      .select({ query: rows.query, ...figureColumns })
      .from(rows)
      .where(where)
      .groupBy(rows.query)
      .orderBy(order, sql`${rows.query} asc`)
      .offset(offset)
      .limit(limit),
    db.select({ clicks: sql<number>`coalesce(sum(${rows.clicks}), 0)::int`, impressions: sql<number>`coalesce(sum(${rows.impressions}), 0)::int`, n: sql<number>`count(distinct ${rows.query})::int` }).from(rows).where(where),
  ]);
  return {
    rows: page.map(toFigures),
    total: Number(totals?.n ?? 0),
    offset,
    from: range.from,
    to: range.to,
    totals: { clicks: Number(totals?.clicks ?? 0), impressions: Number(totals?.impressions ?? 0) },
  };
}

/** Every query of the range with its figures (the opportunity rules' input). */
export async function readQueryFigures(db: DbOrTx, propertyId: string, range: DateRange): Promise<QueryFigures[]> {
  const found = await db.select({ query: rows.query, ...figureColumns }).from(rows).where(and(inRange(propertyId, range), queryLevel)).groupBy(rows.query);
  return found.map(toFigures);
}

/** Every query × page of the range, when the data names the page per query (the API's import). */
export async function readQueryPageFigures(db: DbOrTx, propertyId: string, range: DateRange): Promise<QueryPageFigures[]> {
  const found = await db
    .select({ query: rows.query, page: rows.page, ...figureColumns })
    .from(rows)
    .where(and(inRange(propertyId, range), ne(rows.query, ''), ne(rows.page, '')))
    .groupBy(rows.query, rows.page);
  return found.map((row) => ({ ...toFigures(row), page: row.page }));
}
