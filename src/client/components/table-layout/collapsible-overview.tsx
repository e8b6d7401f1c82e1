// The overview above a keyword table (the summary, charts, clusters, the seed's card, the changes
// since the last run): one bar with a Show/Hide button, closed until the user opens it, and then
// remembered open or closed per user and per page kind. Closed, its parts are not drawn (nor their
// reads made), so the table is the first thing on the page.
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { readOverviewOpen, type KeywordTableId } from '@shared/keyword-row/table-layout';
import { useUserPreference } from '../../lib/user-preference';
import { Button } from '../ui/button';

export interface CollapsibleOverviewProps {
  /** Which page kind's state this is. */
  page: KeywordTableId;
  /** What the overview holds, said beside its title ("summary, charts and topic clusters"). */
  holds: string;
  children: ReactNode;
}

export function CollapsibleOverview({ page, holds, children }: CollapsibleOverviewProps) {
  const [open, setOpen] = useUserPreference(`overview.${page}`, readOverviewOpen);
  const bodyId = useId();
  const titleId = useId();
  const Icon = open ? ChevronDown : ChevronRight;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border bg-white px-4 py-2">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <h2 id={titleId} className="text-base font-semibold">
            Overview
          </h2>
          <span className="text-sm text-muted-foreground">{holds}</span>
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <Icon className="h-4 w-4" aria-hidden="true" />
          {open ? 'Hide overview' : 'Show overview'}
        </Button>
      </div>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-6">
        {open ? children : null}
      </div>
    </section>
  );
}
