// The history's rows: what was asked (every seed of a multi-seed run), of which kind, in which
// market, when (day and time), how it changed since the previous run of the same question, and
// the three actions. Open goes to the tool's screen of that research; Re-run opens the tool's form
// filled with the request (the form shows the cost before anything runs); Delete asks first, then
// removes the research with its rows. A table from md up, a card per run on a phone.
import { Link } from 'react-router';
import type { ResearchHeader } from '@shared/contract/researches';
import { formatDateTime } from '@shared/format/date';
import { formatFixed } from '@shared/format/number';
import { marketText } from '../../components/markets';
import { ChangeBadge } from '../../components/research-changes';
import { rerunHref } from '../../components/tool-inputs';
import { Button } from '../../components/ui/button';
import { SimpleTable } from '../../components/ui/simple-table';
import { researchPath, TOOL_FORM_PATHS } from '../../lib/paths';
import { KIND_LABELS } from './history-filters-url';

const HEADERS = ['Keyword', 'Kind', 'Market', 'Results', 'Created', 'Changes', 'Actions'] as const;
const LINK = 'inline-flex h-8 items-center rounded-md border border-border bg-white px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

interface HistoryTableProps {
  researches: readonly ResearchHeader[];
  onDelete: (research: ResearchHeader) => void;
  deletingId: string | null;
}

const seedsOf = (research: ResearchHeader) => (research.seeds.length > 0 ? research.seeds : [research.seedKeyword]).join(', ');

function Actions({ research, onDelete, deletingId }: { research: ResearchHeader } & Omit<HistoryTableProps, 'researches'>) {
  return (
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
  );
}

export function HistoryTable({ researches, onDelete, deletingId }: HistoryTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <SimpleTable caption="Your researches, newest first" headers={HEADERS}>
          {researches.map((research) => (
            <tr key={research.id} className="border-b border-border align-middle">
              <td className="px-3 py-2 font-medium">{seedsOf(research)}</td>
              <td className="whitespace-nowrap px-3 py-2">{KIND_LABELS[research.kind]}</td>
              <td className="px-3 py-2">{marketText(research.locationCode, research.languageCode)}</td>
              <td className="px-3 py-2 tabular-nums">{formatFixed(research.loadedResults, 0)}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatDateTime(research.createdAt)}</td>
              <td className="px-3 py-2">
                <ChangeBadge researchId={research.id} />
              </td>
              <td className="px-3 py-2">
                <Actions research={research} onDelete={onDelete} deletingId={deletingId} />
              </td>
            </tr>
          ))}
        </SimpleTable>
      </div>
      <ul aria-label="Your researches, newest first" className="flex flex-col gap-3 md:hidden">
        {researches.map((research) => (
          <li key={research.id} className="rounded-lg border border-border p-3">
            <p className="break-words font-medium">{seedsOf(research)}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {KIND_LABELS[research.kind]} · {marketText(research.locationCode, research.languageCode)} · {formatFixed(research.loadedResults, 0)} results
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {formatDateTime(research.createdAt)} <ChangeBadge researchId={research.id} />
            </p>
            <div className="mt-3">
              <Actions research={research} onDelete={onDelete} deletingId={deletingId} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
