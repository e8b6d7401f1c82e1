// The results charts, loaded lazily by the results page: volume and difficulty
// distribution and the intent breakdown of the rows that pass the current filter, counted by the
// server (read by the section, so the read does not wait for this chunk). Each chart reads as one sentence to screen readers and opens as a table.
import type { ResearchDistribution } from './api/get-distribution';
import { intentLabel } from '@shared/format/difficulty';
import { formatCount } from '@shared/format/number';
import { binLabels, DIFFICULTY_BIN_EDGES, DIFFICULTY_MAX, VOLUME_BIN_EDGES } from '@shared/histogram';
import { BarChart } from '../../components/charts/bar-chart';

const VOLUME_LABELS = binLabels(VOLUME_BIN_EDGES);
const DIFFICULTY_LABELS = binLabels(DIFFICULTY_BIN_EDGES, DIFFICULTY_MAX);

const missingNote = (missing: number, metric: string) => (missing > 0 ? `${formatCount(missing)} keywords without ${metric} are not drawn.` : undefined);

export default function ResultsCharts({ data, filtered }: { data: ResearchDistribution; filtered: boolean }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        {formatCount(data.totalMatching)} keywords{filtered ? ' that match the search and filters' : ''}.
      </p>
      <div className="grid gap-6 md:grid-cols-3">
        <BarChart
          title="Search volume distribution"
          bars={data.volume.counts.map((value, i) => ({ label: VOLUME_LABELS[i] ?? '', value }))}
          headers={['Monthly searches', 'Keywords']}
          note={missingNote(data.volume.missing, 'volume')}
        />
        <BarChart
          title="Difficulty distribution"
          bars={data.difficulty.counts.map((value, i) => ({ label: DIFFICULTY_LABELS[i] ?? '', value }))}
          headers={['Difficulty', 'Keywords']}
          note={missingNote(data.difficulty.missing, 'difficulty')}
        />
        <BarChart
          title="Search intent"
          bars={data.intents.map((row) => ({ label: row.intent === null ? 'Unknown' : intentLabel(row.intent), value: row.count }))}
          headers={['Intent', 'Keywords']}
        />
      </div>
    </div>
  );
}
