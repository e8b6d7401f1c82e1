// Importing keywords into a list (decision 029). The text is parsed with the
// shared rule (normalised, de-duplicated), split into keywords already in the list, keywords whose
// metrics the cache holds (added at once, free) and keywords to fetch; the preview answers those
// counts with the units and dollars (costs.ts) the fetch will take. Starting the import adds every
// new keyword (cached ones with their metrics) and queues ONE job for the rest, which a worker
// fetches batch by batch (import-worker.ts), each batch charged with its stored rows.
import type { ImportJob, ImportPreview, ImportStarted } from '../../../shared/contract/lists.js';
import { estimateImportCost } from '../../../shared/costs.js';
import { importBatches, IMPORT_NOTHING_STORABLE, IMPORT_NOTHING_VALID, IMPORT_TOO_MANY_ROWS, type ImportSource } from '../../../shared/lists/import-limits.js';
import { parseImport } from '../../../shared/lists/import-parse.js';
import { IMPORT_JOB_RUNNING } from '../../../shared/messages/lists.js';
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import type { Db } from '../../db/client.js';
import { ConflictError, UnprocessableError } from '../../domain/errors.js';
import { peekCache } from '../../providers/cache-only.js';
import type { KeywordDataProvider, KeywordMetrics } from '../../providers/types.js';
import { providerMetricValues } from '../research-results/index.js';
import { activeJobOfList, cancelJob, enqueueImportJob, toImportJob, type JobRow } from './jobs-store.js';
import { analyseList, assertRoomFor, insertItems, keywordsInList, type ListItemInsert } from './list-items.js';
import { touchList, type ListRow } from './list-store.js';

export interface ImportDeps {
  db: Db;
  provider: KeywordDataProvider;
}

interface ImportPlan {
  preview: ImportPreview;
  cached: KeywordMetrics[];
  toFetch: string[];
  fresh: string[];
}

/** A keyword's stored metrics from the provider's answer (the research rows' own mapper). */
export function metricsToItem(row: KeywordMetrics, fallbackFetchedAt: string): ListItemInsert {
  return {
    keyword: normalizeKeyword(row.keyword),
    ...providerMetricValues(row),
    categories: [],
    metricsSource: row.source,
    metricsFetchedAt: new Date(row.fetchedAt || fallbackFetchedAt),
  };
}

async function planImport(deps: ImportDeps, list: ListRow, text: string, source: ImportSource, showDollars: boolean): Promise<ImportPlan> {
  const parsed = parseImport(text, source);
  if (parsed.tooManyRows) throw new UnprocessableError(IMPORT_TOO_MANY_ROWS, { code: 'IMPORT_TOO_MANY_ROWS' });
  if (parsed.keywords.length === 0) {
    const allUnstorable = parsed.unstorable > 0 && parsed.unstorable === parsed.invalid;
    throw new UnprocessableError(allUnstorable ? IMPORT_NOTHING_STORABLE : IMPORT_NOTHING_VALID, { code: 'IMPORT_NOTHING_VALID' });
  }
  const present = await keywordsInList(deps.db, list.id, parsed.keywords);
  const fresh = parsed.keywords.filter((k) => !present.has(k));
  const peek = fresh.length === 0 ? [] : (await peekCache(() => deps.provider.getKeywordMetrics({ keywords: fresh, locationCode: list.locationCode, languageCode: list.languageCode }))).data;
  const cachedByKeyword = new Map(peek.map((row) => [normalizeKeyword(row.keyword), row]));
  const cached = fresh.flatMap((k) => cachedByKeyword.get(k) ?? []);
  const toFetch = fresh.filter((k) => !cachedByKeyword.has(k));
  const cost = estimateImportCost(toFetch.length);
  return {
    cached,
    toFetch,
    fresh,
    preview: {
      rows: parsed.rows,
      invalid: parsed.invalid,
      unstorable: parsed.unstorable,
      refused: parsed.refused,
      duplicates: parsed.duplicates,
      newKeywords: fresh.length,
      alreadyInList: present.size,
      cached: cached.length,
      toFetch: toFetch.length,
      units: cost.units,
      estimatedCost: showDollars ? cost.usd : null,
    },
  };
}

export async function previewImport(deps: ImportDeps, list: ListRow, body: { text: string; source: ImportSource }, showDollars: boolean): Promise<ImportPreview> {
  return (await planImport(deps, list, body.text, body.source, showDollars)).preview;
}

/**
 * Adds the new keywords (the cached ones with their metrics, the others pending), re-clusters the
 * list and queues the job that fetches the pending ones, in one transaction: the list, its
 * clusters and its job never disagree.
 */
export async function startImport(deps: ImportDeps, list: ListRow, userId: string, body: { text: string; source: ImportSource }, showDollars: boolean): Promise<ImportStarted> {
  if (await activeJobOfList(deps.db, list.id)) throw new ConflictError(IMPORT_JOB_RUNNING, { code: 'IMPORT_RUNNING' });
  const plan = await planImport(deps, list, body.text, body.source, showDollars);
  await assertRoomFor(deps.db, list.id, plan.fresh.length);
  const now = new Date().toISOString();
  const job = await deps.db.transaction(async (tx) => {
    const cachedItems = plan.cached.map((row) => metricsToItem(row, now));
    const pendingItems: ListItemInsert[] = plan.toFetch.map((keyword) => ({ keyword }));
    await insertItems(tx, list.id, [...cachedItems, ...pendingItems]);
    await touchList(tx, list.id);
    await analyseList(tx, list);
    if (plan.toFetch.length === 0) return null;
    return enqueueImportJob(tx, {
      userId,
      listId: list.id,
      keywords: plan.toFetch,
      locationCode: list.locationCode,
      languageCode: list.languageCode,
      totalBatches: importBatches(plan.toFetch.length),
    });
  });
  const answer: ImportJob | null = job ? toImportJob(job, showDollars) : null;
  return { ...plan.preview, job: answer };
}

/**
 * Cancels the list's job and analyses the list with the batches it stored (the worker analyses
 * only when a job ends, and a job whose worker died is never claimed again once cancelled).
 */
export async function cancelImport(db: Db, list: ListRow, jobId: string): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const job = await cancelJob(tx, list.id, jobId);
    await analyseList(tx, list);
    return job;
  });
}
