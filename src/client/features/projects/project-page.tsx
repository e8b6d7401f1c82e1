// /projects/:id: a project's keywords as a paged server read (fluid at 10,000 keywords): current
// position on one device, 1/7/30-day change, best, the ranking URL (flagged when it changed:
// cannibalisation) and the AI Overview state. A failed check reads "Unknown", never "not ranking".
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatNumber } from '@shared/format/number';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { useProject, useProjectKeywords, type KeywordPageParams } from './api/projects';
import { ForecastText } from './forecast-text';
import { aiOverviewText, changeText, positionText } from './rank-text';

const PAGE_SIZE = 50;

export function ProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  usePageTitle(project.data ? `Project ${project.data.name}` : 'Project');
  const [params, setParams] = useState<KeywordPageParams>({ offset: 0, limit: PAGE_SIZE, sort: 'rank', direction: 'asc', device: 'desktop', q: '' });
  const keywords = useProjectKeywords(id, params, true);
  const set = (next: Partial<KeywordPageParams>) => setParams((current) => ({ ...current, offset: 0, ...next }));
  if (project.isPending) return <Spinner className="py-16" />;
  if (project.error) return <Alert tone="error">{project.error.message}</Alert>;
  const total = keywords.data?.total ?? 0;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight break-words">{project.data.name}</h1>
        <p className="mt-1 text-muted-foreground break-all">{project.data.target}</p>
        <p className="mt-1 text-sm">
          Monthly forecast: <ForecastText forecast={project.data.forecast} />{' '}
          <a className="text-primary underline" href={`/api/projects/${id}/export`}>
            Download the full history (CSV)
          </a>
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="keyword-search">Find a keyword</Label>
          <Input id="keyword-search" value={params.q} onChange={(e) => set({ q: e.target.value })} className="w-56" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="keyword-device">Device</Label>
          <select id="keyword-device" className="h-9 rounded-md border border-input px-2 text-sm" value={params.device} onChange={(e) => set({ device: e.target.value as KeywordPageParams['device'] })}>
            {project.data.devices.map((device) => (
              <option key={device} value={device}>
                {device}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="keyword-sort">Sort by</Label>
          <select id="keyword-sort" className="h-9 rounded-md border border-input px-2 text-sm" value={params.sort} onChange={(e) => set({ sort: e.target.value as KeywordPageParams['sort'] })}>
            <option value="rank">Order added</option>
            <option value="position">Position</option>
            <option value="keyword">Keyword</option>
          </select>
        </div>
      </div>
      {keywords.error ? <Alert tone="error">{keywords.error.message}</Alert> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Tracked keywords on {params.device}</caption>
          <thead>
            <tr className="border-b text-left">
              <th className="py-2 pr-3">Keyword</th>
              <th className="py-2 pr-3 text-right">Position</th>
              <th className="hidden py-2 pr-3 text-right sm:table-cell">1 day</th>
              <th className="hidden py-2 pr-3 text-right sm:table-cell">7 days</th>
              <th className="hidden py-2 pr-3 text-right sm:table-cell">30 days</th>
              <th className="hidden py-2 pr-3 text-right md:table-cell">Best</th>
              <th className="hidden py-2 pr-3 md:table-cell">URL</th>
              <th className="py-2">AI Overview</th>
            </tr>
          </thead>
          <tbody>
            {keywords.data?.rows.map((row) => (
              <tr key={row.id} className="border-b">
                <td className="py-2 pr-3">
                  <Link to={`/projects/${id}/keywords/${row.id}`} className="text-primary hover:underline">
                    {row.keyword}
                  </Link>
                  {row.latest?.isDemo ? <span className="ml-1 text-xs text-muted-foreground">(demo)</span> : null}
                </td>
                <td className="py-2 pr-3 text-right">{positionText(row.latest)}</td>
                <td className="hidden py-2 pr-3 text-right sm:table-cell">{changeText(row.change1)}</td>
                <td className="hidden py-2 pr-3 text-right sm:table-cell">{changeText(row.change7)}</td>
                <td className="hidden py-2 pr-3 text-right sm:table-cell">{changeText(row.change30)}</td>
                <td className="hidden py-2 pr-3 text-right md:table-cell">{row.best ?? '–'}</td>
                <td className="hidden max-w-xs truncate py-2 pr-3 md:table-cell">
                  {row.latest?.url ?? '–'}
                  {row.urlChanged ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">URL changed</span> : null}
                </td>
                <td className="py-2">{aiOverviewText(row.latest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>
          {total === 0 ? 'No keywords' : `${formatNumber(params.offset + 1)}–${formatNumber(Math.min(total, params.offset + PAGE_SIZE))} of ${formatNumber(total)}`}
        </span>
        <span className="flex gap-2">
          <Button variant="outline" size="sm" disabled={params.offset === 0} onClick={() => setParams((p) => ({ ...p, offset: Math.max(0, p.offset - PAGE_SIZE) }))}>
            Previous page
          </Button>
          <Button variant="outline" size="sm" disabled={params.offset + PAGE_SIZE >= total} onClick={() => setParams((p) => ({ ...p, offset: p.offset + PAGE_SIZE }))}>
            Next page
          </Button>
        </span>
      </div>
    </div>
  );
}
