// A shared research's keywords, read-only: the results table's metric columns (opportunity too)
// with source and date (no tool links, no refresh: a visitor runs nothing), sorted on the server, loaded as the
// table scrolls.
import { useCallback, useMemo, useState } from 'react';
import type { KeywordRow } from '@shared/contract/researches';
import { formatCount } from '@shared/format/number';
import { DEFAULT_SORT, type SortState } from '@shared/sorting';
import { keywordColumn, KeywordTable, metricColumns, sourceColumn, withWidths } from '../../components/keyword-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useSharedRows } from './use-shared';

const isSeed = (row: KeywordRow) => row.isSeedKeyword;

export function SharedKeywordTable({ token, kind, locationCode }: { token: string; kind: 'keywords' | 'related'; locationCode: number }) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useSharedRows(token, sort, true);
  const columns = useMemo(
    () =>
      withWidths(
        [
          keywordColumn<KeywordRow>(isSeed),
          ...metricColumns<KeywordRow>('results', { locationCode }),
          sourceColumn<KeywordRow>('Source', { kind }),
        ],
        // No checkbox or Analyze column here: the keyword takes their room.
        { keyword: '32%' },
      ),
    [kind, locationCode],
  );
  const loaded = rows.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = rows.data?.pages[0]?.totalMatching ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = rows;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Keywords</CardTitle>
        <CardDescription>{formatCount(total)} keywords</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.isPending ? (
          <Spinner />
        ) : (
          <KeywordTable
            caption="Shared keywords"
            rows={loaded}
            columns={columns}
            getRowKey={(row) => `${row.rank}:${row.keyword}`}
            sort={sort}
            onSortChange={setSort}
            isSeedRow={isSeed}
            totalRowCount={total}
            onNearEnd={onNearEnd}
          />
        )}
      </CardContent>
    </Card>
  );
}
