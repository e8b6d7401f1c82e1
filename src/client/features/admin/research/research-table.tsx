// The latest research sessions of every user (spec: Keyword, User, Results, Location, Language,
// API Cost, Created); opening one shows its results.
import type { AdminResearchRow } from '@shared/admin';
import { findLanguageName } from '@shared/constants/languages';
import { findLocationName } from '@shared/constants/locations';
import { formatDate } from '@shared/format/date';
import { formatApiCost, formatFixed } from '@shared/format/number';
import { shownName } from '@shared/user-display';
import { AdminTable, type AdminColumn } from '../components/admin-table';

export function ResearchTable({ rows, onOpen }: { rows: AdminResearchRow[]; onOpen: (row: AdminResearchRow) => void }) {
  const columns: AdminColumn<AdminResearchRow>[] = [
    {
      id: 'keyword',
      header: 'Keyword',
      cell: (r) => (
        <button
          type="button"
          className="text-left font-medium text-blue-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Open results for ${r.seedKeyword}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(r);
          }}
        >
          {r.seedKeyword}
        </button>
      ),
    },
    { id: 'user', header: 'User', cell: (r) => shownName({ displayName: r.displayName, email: r.email }) },
    { id: 'results', header: 'Results', cell: (r) => formatFixed(r.totalResults, 0), className: 'text-right' },
    { id: 'location', header: 'Location', cell: (r) => findLocationName(r.locationCode) },
    { id: 'language', header: 'Language', cell: (r) => findLanguageName(r.languageCode) },
    { id: 'cost', header: 'API Cost', cell: (r) => formatApiCost(r.apiCost), className: 'text-right' },
    { id: 'created', header: 'Created', cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
  ];
  return (
    <AdminTable
      caption="Research sessions"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      emptyText="No research sessions yet."
      onRowClick={onOpen}
    />
  );
}
