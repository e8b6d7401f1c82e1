// Research History: the latest 50 sessions; a row stores the research id
// and seed keyword and opens /keyword-results; an empty state invites a first research.
import { Link, useNavigate } from 'react-router';
import type { ResearchHistoryRow } from '@shared/contract/profile';
import { PROFILE_HISTORY_ROWS } from '@shared/constants/limits';
import { findLanguageName } from '@shared/constants/languages';
import { findLocationName } from '@shared/constants/locations';
import { formatDate } from '@shared/format/date';
import { formatProviderCost, formatFixed } from '@shared/format/number';
import { NO_RESEARCH_HISTORY, START_FIRST_RESEARCH } from '@shared/messages/profile';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { keywordResultsPath, PATHS } from '../../../lib/paths';
import { STORAGE_KEYS, writeString } from '../../../lib/storage';
import { useResearchHistory } from '../api/get-research-history';
import { useAuth } from '../../auth';

// Provider dollars are an operator's figure: the API Cost column is an admin's only (decision 055).
const HEADERS = ['Keyword', 'Results', 'Location', 'Language', 'API Cost', 'Created'] as const;
const headersFor = (isAdmin: boolean) => HEADERS.filter((header) => isAdmin || header !== 'API Cost');

export function ResearchHistoryCard() {
  const history = useResearchHistory();
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const open = (row: ResearchHistoryRow) => {
    writeString(STORAGE_KEYS.currentResearchId, row.id);
    writeString(STORAGE_KEYS.keywordAnalyzed, row.seedKeyword);
    void navigate(keywordResultsPath(row.id));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Research History</CardTitle>
        <CardDescription>Your latest {PROFILE_HISTORY_ROWS} keyword research sessions. Open one to see its results.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner />
        ) : history.error ? (
          <Alert tone="error">The research history could not be loaded. Please try again.</Alert>
        ) : history.data.length === 0 ? (
          <div className="space-y-3 py-6 text-center">
            <p className="text-muted-foreground">{NO_RESEARCH_HISTORY}</p>
            <Link to={PATHS.research} className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-blue-800">
              {START_FIRST_RESEARCH}
            </Link>
          </div>
        ) : (
          <HistoryTable rows={history.data} onOpen={open} isAdmin={isAdmin} />
        )}
      </CardContent>
    </Card>
  );
}

function HistoryTable({ rows, onOpen, isAdmin }: { rows: ResearchHistoryRow[]; onOpen: (row: ResearchHistoryRow) => void; isAdmin: boolean }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Research history</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            {headersFor(isAdmin).map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="cursor-pointer border-b border-border hover:bg-muted" onClick={() => onOpen(row)}>
              <td className="px-3 py-2">
                {/* The row is clickable for the mouse; this button is the keyboard's way in. */}
                <button
                  type="button"
                  className="text-left font-medium text-blue-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={`Open results for ${row.seedKeyword}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {row.seedKeyword}
                </button>
              </td>
              <td className="px-3 py-2">{formatFixed(row.totalResults, 0)}</td>
              <td className="px-3 py-2">{findLocationName(row.locationCode)}</td>
              <td className="px-3 py-2">{findLanguageName(row.languageCode)}</td>
              {isAdmin ? <td className="px-3 py-2">{formatProviderCost(row.providerCost)}</td> : null}
              <td className="whitespace-nowrap px-3 py-2">{formatDate(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
