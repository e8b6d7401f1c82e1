// The seed keyword card: Volume, Difficulty, CPC and Intent of the seed, the note when the data
// provider returned no metrics for it, the difficulty explained by the strength of the top 10 (when
// a SERP analysis was run with the research) and the value of ranking (read on demand).
import { hasNoMetrics, type KeywordResultRow } from '@shared/contract/keyword-result';
import { SEED_NO_METRICS_NOTE } from '@shared/messages/research';
import { DifficultyBadge, IntentBadge, MoneyCell, NumberCell, SeedBadge } from '../../components/keyword-table';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { SerpStrengthSummary, useSerpAnalysisById } from '../serp/entry-strength';
import { RankingValue } from './ranking-value';

export interface SeedKeywordCardProps {
  seed: KeywordResultRow;
  locationCode: number | null;
  /** The server's note for this research, if any. */
  note: string | null;
  researchId?: string | null;
  languageCode?: string | null;
  /** The SERP analysis run with this research, whose top 10 explain the difficulty. */
  serpResearchId?: string | null;
}

export function SeedKeywordCard({ seed, locationCode, note, researchId = null, languageCode = null, serpResearchId = null }: SeedKeywordCardProps) {
  const serp = useSerpAnalysisById(serpResearchId);
  const shownNote = note ?? (seed.isPlaceholder || hasNoMetrics(seed) ? SEED_NO_METRICS_NOTE : null);
  const metrics = [
    { label: 'Volume', value: <NumberCell value={seed.searchVolume} /> },
    { label: 'Difficulty', value: <DifficultyBadge value={seed.difficulty} /> },
    { label: 'CPC', value: <MoneyCell value={seed.cpc} locationCode={locationCode} /> },
    { label: 'Intent', value: <IntentBadge intent={seed.intent} /> },
  ];
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-lg">
          <SeedBadge />
          <span className="break-all">{seed.keyword}</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {metrics.map((metric) => (
            <div key={metric.label}>
              <dt className="text-sm text-muted-foreground">{metric.label}</dt>
              <dd className="mt-1 text-lg font-semibold">{metric.value}</dd>
            </div>
          ))}
        </dl>
        {shownNote ? <p className="mt-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{shownNote}</p> : null}
        {serp.data ? (
          <div className="mt-4">
            <SerpStrengthSummary strength={serp.data.strength} difficulty={seed.difficulty} titleId="seed-strength-title" />
          </div>
        ) : null}
        {locationCode !== null && languageCode && !seed.isPlaceholder ? (
          <RankingValue seed={seed} researchId={researchId} locationCode={locationCode} languageCode={languageCode} />
        ) : null}
      </CardContent>
    </Card>
  );
}
