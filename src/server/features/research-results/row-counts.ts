// Counting a row source's rows in SQL (decision 026): the count and summary cards
// of the rows that pass a filter, and what the results charts draw (volume and difficulty per bin
// of the shared edges, src/shared/histogram.ts: a bin holds its edge up to the next, the last is
// open; rows per intent). Row-totals.ts stores the unfiltered answers and caches the filtered ones,
// so these run when rows change or a new filter is asked for, not for every page.
import { and, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RowsDistribution } from '../../../shared/contract/distribution.js';
import type { RowsSummary } from '../../../shared/contract/researches.js';
import { DIFFICULTY_BIN_EDGES, VOLUME_BIN_EDGES, type BinEdges } from '../../../shared/histogram.js';
import type { DbOrTx } from '../../db/client.js';
import type { RowSource } from './row-source.js';

const toNumberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export interface RowsCount {
  totalRows: number;
  totalMatching: number;
  summary: RowsSummary;
}

/** Every row of the source, the rows passing `filter`, and their summary: one statement. */
export async function countRows(db: DbOrTx, source: RowSource, filter: SQL | undefined): Promise<RowsCount> {
  const passes = filter ?? sql`true`;
  const { columns } = source;
  const [totals] = await db
    .select({
      totalRows: sql<number>`count(*)::int`,
      totalMatching: sql<number>`(count(*) filter (where ${passes}))::int`,
      totalVolume: sql<string | null>`sum(${columns.searchVolume}) filter (where ${passes})`,
      averageDifficulty: sql<string | null>`avg(${columns.difficulty}) filter (where ${passes})`,
      averageCpc: sql<string | null>`avg(${columns.cpc}) filter (where ${passes})`,
    })
    .from(source.table)
    .where(source.scope);
  return {
    totalRows: totals?.totalRows ?? 0,
    totalMatching: totals?.totalMatching ?? 0,
    summary: {
      totalVolume: toNumberOrNull(totals?.totalVolume) ?? 0,
      averageDifficulty: toNumberOrNull(totals?.averageDifficulty),
      averageCpc: toNumberOrNull(totals?.averageCpc),
    },
  };
}

/** One `count(*) filter (...)` per bin, then the rows without the metric (or below the first edge). */
function binCounts(column: AnyColumn, edges: BinEdges, passes: SQL): SQL<number>[] {
  const bins = edges.map((from, i) => {
    const next = edges[i + 1];
    const inBin = next === undefined ? sql`${column} >= ${from}` : sql`${column} >= ${from} and ${column} < ${next}`;
    return sql<number>`(count(*) filter (where ${passes} and ${inBin}))::int`;
  });
  const missing = sql<number>`(count(*) filter (where ${passes} and (${column} is null or ${column} < ${edges[0] ?? 0})))::int`;
  return [...bins, missing];
}

function splitBins(values: readonly number[], edges: BinEdges): { counts: number[]; missing: number } {
  return { counts: values.slice(0, edges.length).map(Number), missing: Number(values[edges.length] ?? 0) };
}

/** The charts' figures over the rows passing `filter`: two statements whatever the row count. */
export async function countDistribution(db: DbOrTx, source: RowSource, filter: SQL | undefined): Promise<RowsDistribution> {
  const { columns } = source;
  const passes = filter ?? sql`true`;
  const volume = binCounts(columns.searchVolume, VOLUME_BIN_EDGES, passes);
  const difficulty = binCounts(columns.difficulty, DIFFICULTY_BIN_EDGES, passes);
  const selection = Object.fromEntries(
    [sql<number>`(count(*) filter (where ${passes}))::int`, ...volume, ...difficulty].map((expression, i) => [`c${i}`, expression]),
  );
  const [[totals], intents] = await Promise.all([
    db.select(selection).from(source.table).where(source.scope),
    db
      .select({ intent: sql<string | null>`${columns.intent}`, count: count() })
      .from(source.table)
      .where(filter ? and(source.scope, filter) : source.scope)
      .groupBy(sql`${columns.intent}`)
      .orderBy(desc(count()), sql`${columns.intent}`),
  ]);
  const values = Object.keys(selection).map((key) => Number(totals?.[key] ?? 0));
  return {
    totalMatching: values[0] ?? 0,
    volume: splitBins(values.slice(1, 1 + volume.length), VOLUME_BIN_EDGES),
    difficulty: splitBins(values.slice(1 + volume.length), DIFFICULTY_BIN_EDGES),
    intents: intents.map((row) => ({ intent: row.intent, count: Number(row.count) })),
  };
}
