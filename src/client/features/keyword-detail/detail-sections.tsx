// The parts of a keyword's page that only show what is held: its metrics with their source and
// date, where the keyword came from, and the lists holding it (with "Add to list").
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { KeywordDetail } from '@shared/contract/keyword-detail';
import type { KeywordRow } from '@shared/contract/researches';
import { formatTrend } from '@shared/analysis/seasonality';
import { formatDate } from '@shared/format/date';
import { DETAIL_NOTHING_STORED } from '@shared/messages/keyword-detail';
import { DifficultyBadge, IntentBadge, MetricSource, MoneyCell, NumberCell, SerpFeatureIcons } from '../../components/keyword-table';
import { toolHref } from '../../components/tool-inputs';
import { PATHS, researchPath } from '../../lib/paths';
import { AddToListDialog } from '../lists';

const LINK = 'text-blue-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function MetricsSection({ detail }: { detail: KeywordDetail }) {
  const { row, rowResearch } = detail;
  if (!row || !rowResearch) {
    return (
      <DetailSection id="detail-metrics-title" title="Metrics">
        <p className="text-sm text-muted-foreground">{DETAIL_NOTHING_STORED}</p>
        <Link className={`${LINK} self-start text-sm`} to={toolHref(PATHS.research, detail.keyword, detail)}>
          Research “{detail.keyword}”
        </Link>
      </DetailSection>
    );
  }
  const figures = [
    { label: 'Volume', value: <NumberCell value={row.searchVolume} /> },
    { label: 'Difficulty', value: <DifficultyBadge value={row.difficulty} /> },
    { label: 'CPC', value: <MoneyCell value={row.cpc} locationCode={detail.locationCode} /> },
    { label: 'Intent', value: <IntentBadge intent={row.intent} /> },
    { label: 'YoY', value: row.trendYoy === null ? '—' : formatTrend(row.trendYoy) },
    { label: 'Global volume', value: <NumberCell value={row.globalSearchVolume} /> },
  ];
  return (
    <DetailSection id="detail-metrics-title" title="Metrics">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">SERP features:</span> <SerpFeatureIcons features={row.serpFeatures} />
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-muted-foreground">Source:</span>
          <MetricSource source={row.metricsSource} updatedAt={row.metricsUpdatedAt} fetchedAt={row.metricsFetchedAt} />
        </span>
        <span>
          <span className="text-muted-foreground">From: </span>
          <Link className={LINK} to={researchPath(rowResearch.kind, rowResearch.id)}>
            the research of “{rowResearch.seedKeyword}”
          </Link>{' '}
          <span className="text-muted-foreground">({formatDate(rowResearch.createdAt)})</span>
        </span>
      </div>
    </DetailSection>
  );
}

export function ListsSection({ detail, row, onAdded }: { detail: KeywordDetail; row: KeywordRow | null; onAdded: () => void }) {
  const body = row && detail.rowResearch ? { researchId: detail.rowResearch.id, ranks: [row.rank] } : null;
  return (
    <DetailSection id="detail-lists-title" title="Lists">
      {detail.lists.length > 0 ? (
        <ul aria-label="Lists holding this keyword" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {detail.lists.map((list) => (
            <li key={list.id}>
              <Link className={LINK} to={`${PATHS.lists}/${list.id}`}>
                {list.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No list of yours holds this keyword yet.</p>
      )}
      {body ? (
        <div className="self-start">
          <AddToListDialog body={body} count={1} onAdded={onAdded} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">A keyword from one of your researches can be added to a list.</p>
      )}
    </DetailSection>
  );
}
