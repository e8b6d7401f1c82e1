// The table caption's line about where the rows' figures come from: said once when every loaded
// row shares its source and day ("All rows: Demo data, fetched Nov 28, 2026"), instead of a Source
// column repeating it; when the rows differ and that column is hidden, a pointer to it.
import { formatDate } from '@shared/format/date';
import { metricProvenance, metricSourceLabel, type ProvenanceKind } from '@shared/format/metric-source';
import type { SharedProvenance } from '@shared/keyword-row/table-layout';
import { useProviderProfiles } from '../../lib/use-me';

export function ProvenanceNote({ shared, kind, sourceShown }: { shared: SharedProvenance | null; kind: ProvenanceKind; sourceShown: boolean }) {
  const profiles = useProviderProfiles();
  if (!shared) return sourceShown ? null : <>The rows come from different sources or dates: show the Source column (Columns) to see each row&rsquo;s.</>;
  const provenance = metricProvenance(shared.source, kind, profiles);
  return (
    <>
      All rows: <span title={provenance || undefined}>{metricSourceLabel(shared.source, profiles)}</span>
      {provenance ? <span className="sr-only"> ({provenance})</span> : null}
      {shared.date ? `, ${shared.dateKind.toLowerCase()} ${formatDate(shared.date)}` : null}
    </>
  );
}
