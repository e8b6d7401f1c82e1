// What the results charts draw (issue 17 item 5), counted in SQL over every row of a research
// that passes the table's filter: volume and difficulty per bin of the shared edges
// (src/shared/histogram.ts: a bin holds its edge up to the next, the last is open) and rows per
// intent. Two statements whatever the row count; the browser receives a few dozen numbers.
import { and, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RowsDistribution } from '../../../shared/contract/distribution.js';
import type { KeywordFilter } from '../../../shared/filters/keyword-filter.js';
import { DIFFICULTY_BIN_EDGES, VOLUME_BIN_EDGES, type BinEdges } from '../../../shared/histogram.js';
import type { DbOrTx } from '../../db/client.js';
import { keywordResults } from '../../db/schema/index.js';
import { keywordFilterCondition } from './keyword-filter-sql.js';
import type { RowsOf } from './rows-reader.js';

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

export async function readDistribution(db: DbOrTx, research: RowsOf, filter: KeywordFilter): Promise<RowsDistribution> {
  const ofResearch = eq(keywordResults.researchId, research.id);
  const condition = keywordFilterCondition(filter, { language: research.languageCode });
  const passes = condition ?? sql`true`;
  const volume = binCounts(keywordResults.searchVolume, VOLUME_BIN_EDGES, passes);
  const difficulty = binCounts(keywordResults.difficulty, DIFFICULTY_BIN_EDGES, passes);
  const selection = Object.fromEntries(
    [sql<number>`(count(*) filter (where ${passes}))::int`, ...volume, ...difficulty].map((expression, i) => [`c${i}`, expression]),
  );
  const [[totals], intents] = await Promise.all([
    db.select(selection).from(keywordResults).where(ofResearch),
    db
      .select({ intent: keywordResults.intent, count: count() })
      .from(keywordResults)
      .where(condition ? and(ofResearch, condition) : ofResearch)
      .groupBy(keywordResults.intent)
      .orderBy(desc(count()), keywordResults.intent),
  ]);
  const values = Object.keys(selection).map((key) => Number(totals?.[key] ?? 0));
  return {
    totalMatching: values[0] ?? 0,
    volume: splitBins(values.slice(1, 1 + volume.length), VOLUME_BIN_EDGES),
    difficulty: splitBins(values.slice(1 + volume.length), DIFFICULTY_BIN_EDGES),
    intents: intents.map((row) => ({ intent: row.intent, count: Number(row.count) })),
  };
}
