// The history's rows: what was asked, when, and the three actions. Open goes to the tool's screen
// of that research; Re-run opens the tool's form filled with the request (the form shows the cost
// before anything runs); Delete asks first, then removes the research with its rows.
import { Link } from 'react-router';
import type { ResearchHeader } from '@shared/contract/researches';
import { formatDate } from '@shared/format/date';
import { formatFixed } from '@shared/format/number';
import { marketText } from '../../components/markets';
import { rerunHref } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';
import { SimpleTable } from '../../components/ui/simple-table';
import { researchPath, TOOL_FORM_PATHS } from '../../lib/paths';
import { KIND_LABELS } from './history-filters-url';

const HEADERS = ['Keyword', 'Kind', 'Market', 'Results', 'Created', 'Actions'] as const;
const LINK = 'inline-flex h-8 items-center rounded-md border border-border bg-white px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function HistoryTable({ researches, onDelete, deletingId }: { researches: readonly ResearchHeader[]; onDelete: (research: ResearchHeader) => void; deletingId: string | null }) {
  return (
    <SimpleTable caption="Your researches, newest first" headers={HEADERS}>
      {researches.map((research) => (
        <tr key={research.id} className="border-b border-border align-middle">
          <td className="px-3 py-2 font-medium">{research.seedKeyword}</td>
          <td className="whitespace-nowrap px-3 py-2">{KIND_LABELS[research.kind]}</td>
          <td className="px-3 py-2">{marketText(research.locationCode, research.languageCode)}</td>
          <td className="px-3 py-2 tabular-nums">{formatFixed(research.loadedResults, 0)}</td>
          <td className="whitespace-nowrap px-3 py-2">{formatDate(research.createdAt)}</td>
          <td className="px-3 py-2">
            <div className="flex flex-wrap gap-2">
              <Link to={researchPath(research.kind, research.id)} className={LINK} aria-label={`Open ${research.seedKeyword}`}>
                Open
              </Link>
              <Link to={rerunHref(research, TOOL_FORM_PATHS)} className={LINK} aria-label={`Re-run ${research.seedKeyword}`}>
                Re-run
              </Link>
              <Button variant="outline" size="sm" aria-label={`Delete ${research.seedKeyword}`} disabled={deletingId === research.id} onClick={() => onDelete(research)}>
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </SimpleTable>
  );
}
