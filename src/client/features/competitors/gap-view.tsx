// A keyword gap run: the category tabs and gap filters above the results table, whose rows show every
// compared site's position and URL side by side (cards on a phone), how many competitors rank and the
// keyword's categories; unknown positions read "unknown", never missing.
import { useMemo } from 'react';
import type { CompetitorReport } from '@shared/contract/competitors';
import type { RowsViewState } from '../results';
import { gapColumns } from './competitor-columns';
import { CompetitorRowsSection } from './competitor-rows-section';
import { GapToolbar } from './gap-toolbar';

/** A site's cell holds its position over its URL: two lines. */
export const GAP_ROW_HEIGHT = 58;

export function GapView({ report, view }: { report: CompetitorReport; view: RowsViewState }) {
  const columns = useMemo(() => gapColumns(report.sites), [report.sites]);
  return (
    <CompetitorRowsSection tableId="gap"
      researchId={report.researchId}
      view={view}
      columns={columns}
      title="Keyword gap"
      caption="Keyword gap"
      panelId="gap-filters"
      rowHeight={GAP_ROW_HEIGHT}
      toolbar={<GapToolbar report={report} view={view} />}
    />
  );
}
