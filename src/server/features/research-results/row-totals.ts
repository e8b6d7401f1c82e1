// Totals that are not recounted per page (decision 040). The unfiltered count,
// summary and distribution of a research's rows or a list's items are counted in the transaction
// that changes them (analyseRows ends every kind of change: a research stored, a related page
// added, list items added, imported, enriched or removed, a re-cluster) and stored in row_totals
// with a version that grows on each change. A filtered count and summary, or a filtered
// distribution, is counted once per distinct filter and kept in memory under that version: a
// change of the rows gives a new version, so nothing stale is read, on one server or several.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { RowsDistribution } from '../../../shared/contract/distribution.js';
import type { KeywordFilter } from '../../../shared/filters/keyword-filter.js';
import type { DbOrTx } from '../../db/client.js';
import { rowTotals, type StoredRowTotals } from '../../db/schema/index.js';
import { countDistribution, countRows, type RowsCount } from './row-counts.js';
import type { RowSource } from './row-source.js';

const ownerColumn = (source: RowSource) => (source.owner.kind === 'research' ? rowTotals.researchId : rowTotals.listId);
const ownerValues = (source: RowSource) => (source.owner.kind === 'research' ? { researchId: source.owner.id } : { listId: source.owner.id });

async function countAll(db: DbOrTx, source: RowSource): Promise<StoredRowTotals> {
  const [rows, distribution] = await Promise.all([countRows(db, source, undefined), countDistribution(db, source, undefined)]);
  return { totalRows: rows.totalRows, summary: rows.summary, distribution };
}

/** Rows added or removed at once from which the table's statistics are refreshed. */
const ANALYZE_AFTER_ROWS = 1000;

/** Counts the source's rows and stores the totals under a new version: call it in the transaction that changed them. */
export async function storeRowTotals(db: DbOrTx, source: RowSource): Promise<void> {
  const totals = await countAll(db, source);
  const [before] = await db
    .select({ totalRows: sql<number>`(${rowTotals.totals} ->> 'totalRows')::int` })
    .from(rowTotals)
    .where(eq(ownerColumn(source), source.owner.id));
  await db
    .insert(rowTotals)
    .values({ ...ownerValues(source), totals })
    .onConflictDoUpdate({ target: ownerColumn(source), set: { totals, version: sql`${rowTotals.version} + 1` } });
  // The planner picks the page indexes only when it knows how many rows an owner has: PGlite has no
  // autovacuum, and PostgreSQL's comes later. A large change refreshes the statistics at once.
  if (Math.abs(totals.totalRows - (before?.totalRows ?? 0)) >= ANALYZE_AFTER_ROWS) await db.execute(sql`analyze ${source.table}`);
}

export interface StoredTotals {
  version: number;
  totals: StoredRowTotals;
}

const bins = (b: { counts: number[]; missing: number }) => ({ counts: b.counts, missing: b.missing });

/**
 * The totals with their keys in the order the counting writes them. jsonb keeps an object's keys in
 * its own order (shorter first), so an answer built from stored totals would otherwise differ, byte
 * for byte, from the same answer counted a moment before.
 */
function inAnswerOrder(t: StoredRowTotals): StoredRowTotals {
  const { summary, distribution } = t;
  return {
    totalRows: t.totalRows,
    summary: { totalVolume: summary.totalVolume, averageDifficulty: summary.averageDifficulty, averageCpc: summary.averageCpc },
    distribution: {
      totalMatching: distribution.totalMatching,
      volume: bins(distribution.volume),
      difficulty: bins(distribution.difficulty),
      intents: distribution.intents.map((row) => ({ intent: row.intent, count: row.count })),
    },
  };
}

/** The stored totals; rows stored before totals were kept are counted once and stored now. */
export async function readStoredTotals(db: DbOrTx, source: RowSource): Promise<StoredTotals> {
  const [stored] = await db.select({ version: rowTotals.version, totals: rowTotals.totals }).from(rowTotals).where(eq(ownerColumn(source), source.owner.id));
  if (stored) return { version: stored.version, totals: inAnswerOrder(stored.totals) };
  const totals = await countAll(db, source);
  // A concurrent first read may have stored them already: theirs and these count the same rows.
  await db.insert(rowTotals).values({ ...ownerValues(source), totals }).onConflictDoNothing();
  return { version: 1, totals };
}

/** A small least-recently-used memory of filtered answers; a Map keeps insertion order. */
class Recent<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  delete(key: string, value: V): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    const oldest = this.entries.keys().next();
    if (this.entries.size > this.capacity && !oldest.done) this.entries.delete(oldest.value);
  }
}

// A few thousand filters of a few hundred bytes each: well under a megabyte.
const filteredCounts = new Recent<Promise<RowsCount>>(2000);
const filteredDistributions = new Recent<Promise<RowsDistribution>>(2000);

/** What identifies a filtered answer: the rows (owner and version), the filter and the language its questions use. */
const filterKey = (source: RowSource, version: number, filter: KeywordFilter, language: string) =>
  `${source.owner.kind}:${source.owner.id}:${version}:${language}:${JSON.stringify(filter)}`;

/** Remembers a pending count so concurrent reads of one filter count once; a failed count is forgotten. */
function remembered<V>(cache: Recent<Promise<V>>, key: string, count: () => Promise<V>): Promise<V> {
  const known = cache.get(key);
  if (known) return known;
  const counting = count();
  cache.set(key, counting);
  counting.catch(() => cache.delete(key, counting));
  return counting;
}

export interface FilterOf {
  filter: KeywordFilter;
  /** The filter as SQL over the source: undefined when it filters nothing. */
  condition: SQL | undefined;
  language: string;
}

/** The count and summary of the rows passing the filter: stored when unfiltered, else counted once per filter and version. */
export async function rowsTotalsFor(db: DbOrTx, source: RowSource, filter: FilterOf): Promise<RowsCount> {
  const stored = await readStoredTotals(db, source);
  const { totalRows, summary } = stored.totals;
  if (!filter.condition) return { totalRows, totalMatching: totalRows, summary };
  return remembered(filteredCounts, filterKey(source, stored.version, filter.filter, filter.language), () => countRows(db, source, filter.condition));
}

/** The charts' figures: stored when unfiltered, else counted once per filter and version. */
export async function distributionFor(db: DbOrTx, source: RowSource, filter: FilterOf): Promise<RowsDistribution> {
  const stored = await readStoredTotals(db, source);
  if (!filter.condition) return stored.totals.distribution;
  return remembered(filteredDistributions, filterKey(source, stored.version, filter.filter, filter.language), () => countDistribution(db, source, filter.condition));
}
