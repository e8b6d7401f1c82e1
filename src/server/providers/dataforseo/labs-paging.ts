// Reads a Labs list 1,000 rows per call up to a limit, ordered by search volume, highest first, so
// a list cut short holds its most searched rows and says where it stopped (decision 051).
import { COMPETITOR_ROWS_PER_CALL } from '../../../shared/competitors/gap-limits.js';
import type { KeywordMetrics, ReadCoverage } from '../types.js';
import type { Bill } from './bill.js';

export const BY_VOLUME = ['keyword_data.keyword_info.search_volume,desc'];

export interface PageRead<T> {
  rows: T[];
  /** Raw items the page held (billed), before any merge. */
  itemCount: number;
  totalCount: number | null;
}

export interface PagedRead<T> {
  rows: T[];
  totalCount: number;
  rowsRead: number;
  calls: number;
}

/** Posts the task page by page (`limit`/`offset`) until `limit` rows were read or the list ends. */
export async function readPaged<T>(bill: Bill, path: string, task: Record<string, unknown>, limit: number, read: (result: unknown[]) => PageRead<T>): Promise<PagedRead<T>> {
  const rows: T[] = [];
  let rowsRead = 0;
  let totalCount: number | null = null;
  let calls = 0;
  while (rowsRead < limit) {
    const want = Math.min(COMPETITOR_ROWS_PER_CALL, limit - rowsRead);
    const answer = await bill.post(path, { ...task, limit: want, ...(rowsRead > 0 ? { offset: rowsRead } : {}) });
    calls += 1;
    const page = read(answer.result);
    rows.push(...page.rows);
    rowsRead += page.itemCount;
    totalCount ??= page.totalCount;
    if (page.itemCount < want || (totalCount !== null && rowsRead >= totalCount)) break;
  }
  return { rows, totalCount: Math.max(totalCount ?? 0, rowsRead), rowsRead, calls };
}

/** Coverage of a paged read whose rows carry `metrics`: where a cut list stopped, by volume. */
export function coverageOf(read: PagedRead<unknown>, volumes: ReadonlyArray<KeywordMetrics['searchVolume']>): ReadCoverage {
  const truncated = read.rowsRead < read.totalCount;
  // A loop, not Math.min(...): a spread of 100,000 volumes can overflow the call stack.
  let floor: number | null = null;
  for (const v of volumes) if (v !== null && (floor === null || v < floor)) floor = v;
  return {
    totalCount: read.totalCount,
    rowsRead: read.rowsRead,
    truncated,
    volumeFloor: truncated ? floor : null,
    calls: read.calls,
  };
}
