// The table's sort in the URL and in the rows and export requests: ?sort=cpc&direction=asc, the
// same names the API reads (rowsSortQuerySchema), left out at the default (volume, highest first).
import type { RowSortKey } from '../contract/researches';
import { DEFAULT_SORT, type SortState } from '../sorting';

/** Lenient, as the filter: a key the table cannot sort by, or a bad direction, gives the default. */
export function readRowsSortParams<K extends RowSortKey>(params: URLSearchParams, keys: readonly K[], fallback: SortState<K>): SortState<K> {
  const key = keys.find((k) => k === params.get('sort'));
  const direction = params.get('direction');
  return { key: key ?? fallback.key, direction: direction === 'asc' || direction === 'desc' ? direction : fallback.direction };
}

export function writeRowsSortParams(sort: SortState<RowSortKey>, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete('sort');
  params.delete('direction');
  if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', sort.key);
    params.set('direction', sort.direction);
  }
  return params;
}
