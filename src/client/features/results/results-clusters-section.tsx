// The "Topic clusters" card of the results page and a saved list's page
// (decision 033): each cluster's pillar keyword (highest volume), size, total volume and average
// difficulty, largest total volume first. Choosing a cluster filters the table to it (?cluster=
// in the URL, the shared filter); the chosen one is marked pressed and "Show all clusters" clears
// it. The screen reads the clusters (its own route) and hands them in.
import { useState } from 'react';
import type { ResearchClusters } from '@shared/contract/clusters';
import type { KeywordFilter } from '@shared/filters/keyword-filter';
import { formatCount, formatFixed } from '@shared/format/number';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SimpleTable } from '../../components/ui/simple-table';
import { useClusters } from './api/get-clusters';

// Five largest first: twelve rows (with the charts) pushed the keyword table some 1,700 px down the
// results page at 1366x900; the rest are one click away.
const FIRST_SHOWN = 5;
const HEADERS = ['Pillar keyword', 'Keywords', 'Total volume', 'Avg. difficulty'] as const;
// A cluster is numbered after its pillar keyword: a link keeps its cluster until the pillar changes.
const CLUSTER_GONE = 'The cluster this link chose is no longer here: its keywords have changed since. Show all clusters to choose again.';

export interface ClustersSectionProps {
  /** The clusters as read (undefined while they load). */
  data: ResearchClusters | undefined;
  isError: boolean;
  filter: KeywordFilter;
  onFilterChange: (filter: KeywordFilter) => void;
}

export interface ResultsClustersSectionProps extends Omit<ClustersSectionProps, 'data' | 'isError'> {
  researchId: string;
  totalRows: number;
  /** False until the page's first rows are painted: the clusters are read after them. */
  enabled: boolean;
}

/** The research's clusters: read again when rows are added. */
export function ResultsClustersSection({ researchId, totalRows, enabled, ...rest }: ResultsClustersSectionProps) {
  const { data, isError } = useClusters(researchId, totalRows, enabled);
  return <ClustersSection data={data} isError={isError} {...rest} />;
}

export function ClustersSection({ data, isError, filter, onFilterChange }: ClustersSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const clusters = data?.clusters ?? [];
  const shown = showAll ? clusters : clusters.slice(0, FIRST_SHOWN);
  const choose = (clusterId: number | null) => onFilterChange({ ...filter, clusterId });
  return (
    <section aria-labelledby="results-clusters-title">
      <Card>
        <CardHeader className="gap-2 md:flex-row md:items-start md:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle id="results-clusters-title">Topic clusters</CardTitle>
            <CardDescription>Keywords grouped by shared words (stemmed) and shared top-10 results. Choose a cluster to filter the table.</CardDescription>
          </div>
          {filter.clusterId !== null ? (
            <Button variant="outline" size="sm" onClick={() => choose(null)}>
              Show all clusters
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {isError ? <p className="text-sm text-muted-foreground">The clusters could not be loaded.</p> : null}
          {data && clusters.length === 0 ? <p className="text-sm text-muted-foreground">No clusters yet.</p> : null}
          {data && filter.clusterId !== null && !clusters.some((cluster) => cluster.clusterId === filter.clusterId) ? (
            <p role="status" className="text-sm text-amber-800">
              {CLUSTER_GONE}
            </p>
          ) : null}
          {shown.length > 0 ? (
            <SimpleTable caption="Topic clusters" headers={HEADERS}>
              {shown.map((cluster) => {
                const active = filter.clusterId === cluster.clusterId;
                return (
                  <tr key={cluster.clusterId} className={active ? 'border-b border-border bg-blue-50' : 'border-b border-border'}>
                    <td className="px-3 py-2">
                      <button
                        type="button"
                        aria-pressed={active}
                        onClick={() => choose(active ? null : cluster.clusterId)}
                        className="text-left font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {cluster.pillar}
                      </button>
                    </td>
                    <td className="px-3 py-2">{formatCount(cluster.size)}</td>
                    <td className="px-3 py-2">{formatCount(cluster.totalVolume)}</td>
                    <td className="px-3 py-2">{cluster.averageDifficulty === null ? '—' : formatFixed(cluster.averageDifficulty, 0)}</td>
                  </tr>
                );
              })}
            </SimpleTable>
          ) : null}
          {clusters.length > FIRST_SHOWN ? (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
              {showAll ? 'Show fewer clusters' : `Show all ${formatCount(clusters.length)} clusters`}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
