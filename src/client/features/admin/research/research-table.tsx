// The latest research sessions of every user (Keyword, User, Results, Location, Language,
// API Cost, Created); a row opens its results ("a row click opens its results").
import { Link, useNavigate } from 'react-router';
import type { AdminResearchRow } from '@shared/contract/admin';
import { findLanguageName } from '@shared/constants/languages';
import { findLocationName } from '@shared/constants/locations';
import { formatDate } from '@shared/format/date';
import { formatProviderCost, formatFixed } from '@shared/format/number';
import { shownName } from '@shared/user-display';
import { keywordResultsPath } from '../../../lib/paths';
import { AdminTable, type AdminColumn } from '../components/admin-table';

/**
 * The results screen of one session by its id (the results feature reads `?id=`), so opening
 * another user's research leaves the admin's own last search (stored in localStorage) alone.
 */
function resultsHref(row: AdminResearchRow): string {
  return keywordResultsPath(row.id);
}

export function ResearchTable({ rows }: { rows: AdminResearchRow[] }) {
  const navigate = useNavigate();
  const columns: AdminColumn<AdminResearchRow>[] = [
    {
      id: 'keyword',
      header: 'Keyword',
      cell: (r) => (
        <Link
          to={resultsHref(r)}
          className="font-medium text-blue-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={`Open results for ${r.seedKeyword}`}
          // The link navigates by itself; the row's click handler must not do it a second time.
          onClick={(event) => event.stopPropagation()}
        >
          {r.seedKeyword}
        </Link>
      ),
    },
    { id: 'user', header: 'User', cell: (r) => shownName({ displayName: r.displayName, email: r.email }) },
    { id: 'results', header: 'Results', cell: (r) => formatFixed(r.totalResults, 0), className: 'text-right' },
    { id: 'location', header: 'Location', cell: (r) => findLocationName(r.locationCode) },
    { id: 'language', header: 'Language', cell: (r) => findLanguageName(r.languageCode) },
    { id: 'cost', header: 'API Cost', cell: (r) => formatProviderCost(r.providerCost), className: 'text-right' },
    { id: 'created', header: 'Created', cell: (r) => formatDate(r.createdAt), className: 'whitespace-nowrap' },
  ];
  return (
    <AdminTable
      caption="Research sessions"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      emptyText="No research sessions yet."
      // A pointer shortcut: a click anywhere in the row; the keyword link is the keyboard's way.
      onRowClick={(row) => void navigate(resultsHref(row))}
    />
  );
}
