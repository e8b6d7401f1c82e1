// A table of Search Console queries (the queries tab and the opportunity tabs): clicks,
// impressions, CTR, average position, and per row "Add to list" in one click (the lists' own
// dialog). Wide columns scroll inside the table's box, so a phone's page never scrolls sideways.
import type { SearchConsoleOpportunity, SearchConsoleQuery } from '@shared/contract/search-console';
import { formatCount, formatFixed } from '@shared/format/number';
import { Button } from '../../components/ui/button';
import { AddKeywordsDialog, useListMarket } from '../lists';

type Row = SearchConsoleQuery & Partial<Pick<SearchConsoleOpportunity, 'page' | 'expectedCtr'>>;

const percent = (fraction: number) => `${formatFixed(fraction * 100, 1)} %`;

export interface FiguresTableProps {
  caption: string;
  rows: readonly Row[];
  total: number;
  offset: number;
  pageSize: number;
  onOffset: (offset: number) => void;
  extra?: 'page' | 'expectedCtr' | undefined;
  empty: string;
}

export function FiguresTable({ caption, rows, total, offset, pageSize, onOffset, extra, empty }: FiguresTableProps) {
  const market = useListMarket();
  if (rows.length === 0) return <p className="py-8 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-medium">Query</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Clicks</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Impressions</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">CTR</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">Position</th>
              {extra === 'page' ? <th scope="col" className="py-2 pr-3 font-medium">Best page</th> : null}
              {extra === 'expectedCtr' ? <th scope="col" className="py-2 pr-3 text-right font-medium">Expected CTR</th> : null}
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query} className="border-b">
                <td className="py-2 pr-3 break-words">{row.query}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.clicks)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatCount(row.impressions)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{percent(row.ctr)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatFixed(row.position, 1)}</td>
                {extra === 'page' ? <td className="py-2 pr-3 break-all">{row.page ?? '—'}</td> : null}
                {extra === 'expectedCtr' ? <td className="py-2 pr-3 text-right tabular-nums">{row.expectedCtr == null ? '—' : percent(row.expectedCtr)}</td> : null}
                <td className="py-2 text-right">
                  <AddKeywordsDialog keywords={[row.query]} market={market} onAdded={() => undefined} triggerLabel={`Add ${row.query} to a list`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
        <span>
          {formatCount(offset + 1)}–{formatCount(offset + rows.length)} of {formatCount(total)}
        </span>
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
          Previous page
        </Button>
        <Button variant="outline" size="sm" disabled={offset + rows.length >= total} onClick={() => onOffset(offset + pageSize)}>
          Next page
        </Button>
      </div>
    </div>
  );
}
