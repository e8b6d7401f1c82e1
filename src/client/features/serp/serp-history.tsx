// SERP history: the analysis shown compared with one of the user's earlier
// analyses of the same keyword and market (the previous one unless another is chosen): features
// gained and lost, each page's move, the pages that dropped out. The diff comes from the server.
import { useId, useState } from 'react';
import type { SerpAnalysis, SerpHistory } from '@shared/contract/serp';
import { formatDateTime } from '@shared/format/date';
import { SERP_HISTORY_TEXTS as T, serpChangeCounts, serpMovementText } from '@shared/messages/serp';
import { serpDiffIsEmpty } from '@shared/serp-diff';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { SimpleTable } from '../../components/ui/simple-table';
import { useSerpHistory } from './api/get-serp-history';

type Diff = NonNullable<SerpHistory['diff']>;

const MOVEMENT_TONE = { new: 'info', up: 'success', down: 'warning', same: 'muted' } as const;

function FeatureChanges({ label, features, tone }: { label: string; features: Diff['featuresGained']; tone: 'success' | 'warning' }) {
  if (features.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{label}:</span>
      {features.map((f) => (
        <Badge key={f.type} tone={tone}>
          {f.label}
        </Badge>
      ))}
    </p>
  );
}

/** A page's domain and title (a link, new tab): the cells both tables end with. */
function PageCells({ page }: { page: { domain: string; url: string; title: string } }) {
  return (
    <>
      <td className="px-3 py-2">{page.domain}</td>
      <td className="px-3 py-2">
        <a href={page.url} target="_blank" rel="noopener noreferrer" className="break-words text-blue-800 hover:underline">
          {page.title || page.url}
        </a>
      </td>
    </>
  );
}

function DiffView({ diff }: { diff: Diff }) {
  if (serpDiffIsEmpty(diff)) return <p className="text-sm text-muted-foreground">{T.noChanges}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{serpChangeCounts(diff.counts)}.</p>
      <FeatureChanges label={T.featuresGained} features={diff.featuresGained} tone="success" />
      <FeatureChanges label={T.featuresLost} features={diff.featuresLost} tone="warning" />
      <h4 className="text-sm font-semibold">{T.positions}</h4>
      <SimpleTable caption={T.positions} headers={['Position', 'Change', 'Domain', 'Title']}>
        {diff.results.map((r) => (
          <tr key={r.url} className="border-b border-border last:border-0">
            <td className="px-3 py-2 tabular-nums">{r.position}</td>
            <td className="px-3 py-2">
              <Badge tone={MOVEMENT_TONE[r.movement]}>{serpMovementText(r.movement, r.change, r.previousPosition)}</Badge>
            </td>
            <PageCells page={r} />
          </tr>
        ))}
      </SimpleTable>
      {diff.dropped.length > 0 ? (
        <>
          <h4 className="text-sm font-semibold">{T.dropped}</h4>
          <SimpleTable caption={T.dropped} headers={['Was at', 'Domain', 'Title']}>
            {diff.dropped.map((r) => (
              <tr key={r.url} className="border-b border-border last:border-0">
                <td className="px-3 py-2 tabular-nums">{r.position}</td>
                <PageCells page={r} />
              </tr>
            ))}
          </SimpleTable>
        </>
      ) : null}
    </div>
  );
}

export function SerpHistoryCard({ analysis }: { analysis: SerpAnalysis }) {
  const id = useId();
  // The choice belongs to the analysis shown: keyed by its id so another analysis starts from "previous".
  const [choice, setChoice] = useState<{ of: string; compareWith: string | null }>({ of: analysis.researchId, compareWith: null });
  const compareWith = choice.of === analysis.researchId ? choice.compareWith : null;
  const history = useSerpHistory(analysis.researchId, compareWith);
  // No history to show: not loaded yet, or not the viewer's own analysis (an admin reading another's).
  if (!history.data) return null;
  const { earlier, comparedWith, diff } = history.data;
  return (
    <section aria-labelledby={`${id}-title`}>
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`}>{T.title}</CardTitle>
          <CardDescription>{comparedWith ? `Changes since ${formatDateTime(comparedWith.createdAt)}` : T.none}</CardDescription>
        </CardHeader>
        {earlier.length > 0 ? (
          <CardContent className="flex flex-col gap-4">
            <div className="flex max-w-sm flex-col gap-2">
              <Label htmlFor={`${id}-compare`}>{T.compareWith}</Label>
              <Select
                id={`${id}-compare`}
                value={comparedWith?.researchId ?? ''}
                onChange={(event) => setChoice({ of: analysis.researchId, compareWith: event.target.value })}
              >
                {earlier.map((e, i) => (
                  <option key={e.researchId} value={e.researchId}>
                    {formatDateTime(e.createdAt)}
                    {i === 0 ? ` (${T.previous})` : ''}
                  </option>
                ))}
              </Select>
            </div>
            {diff ? <DiffView diff={diff} /> : null}
          </CardContent>
        ) : null}
      </Card>
    </section>
  );
}
