// /lists/:id (issue 16 items 1-2, 5): one saved list, its keywords (sorted on the server) with a
// note each, removal, exports, Share, the import with its preview, and the import job's progress
// (polled, so it survives a reload) with Cancel.
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { formatNumber } from '@shared/format/number';
import { LIST_TOASTS } from '@shared/messages/lists';
import { ShareButton } from '../../components/share-links';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { useCancelJob, useList, useListItems, useRemoveItems } from './api/lists';
import { ItemNoteField } from './item-note-field';
import { ListImport } from './list-import';

const SORTS = { keyword: 'Keyword', searchVolume: 'Volume', difficulty: 'KD', cpc: 'CPC' } as const;

export function ListPage() {
  const id = useParams().id ?? '';
  const list = useList(id);
  usePageTitle(list.data ? `List: ${list.data.name}` : 'Keyword list');
  const [sort, setSort] = useState<{ sort: keyof typeof SORTS; direction: 'asc' | 'desc' }>({ sort: 'searchVolume', direction: 'desc' });
  const job = list.data?.job ?? null;
  const items = useListItems(id, { sort: sort.sort, direction: sort.direction, limit: '1000' }, job?.doneBatches ?? 0);
  const remove = useRemoveItems(id);
  const cancel = useCancelJob(id);
  const running = job?.status === 'queued' || job?.status === 'running';

  if (list.isPending) return <Spinner className="py-16" />;
  if (list.error) return <Alert tone="error" className="m-10">{list.error.message}</Alert>;
  const exportHref = (format: string) => `/api/lists/${id}/export?format=${format}&sort=${sort.sort}&direction=${sort.direction}`;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{list.data.name}</h1>
          <p className="mt-2 text-muted-foreground">
            {formatNumber(list.data.keywordCount)} keywords · total volume {formatNumber(list.data.totalVolume)}
          </p>
        </div>
        <ShareButton target={{ kind: 'list', id }} />
      </div>
      {job && running ? (
        <div className="flex flex-col gap-2">
          <Progress value={job.totalBatches === 0 ? 100 : (job.doneBatches / job.totalBatches) * 100} label="Import progress" />
          <p className="text-sm">
            Fetched {formatNumber(job.doneItems)} of {formatNumber(job.totalItems)} keywords
          </p>
          <Button variant="outline" className="self-start" onClick={() => cancel.mutate(job.id, { onSuccess: () => toast.success(LIST_TOASTS.importCancelled) })}>
            Cancel import
          </Button>
        </div>
      ) : job ? (
        <p className="text-sm text-muted-foreground">
          Last import: {job.status}, {formatNumber(job.doneItems)} of {formatNumber(job.totalItems)} keywords fetched.{job.error ? ` ${job.error}` : ''}
        </p>
      ) : null}
      <ListImport listId={id} disabled={running} />
      <div className="flex flex-wrap gap-2">
        {(['csv', 'txt', 'json'] as const).map((format) => (
          <a key={format} href={exportHref(format)} className="rounded-md border px-3 py-1 text-sm hover:bg-muted">
            Export {format.toUpperCase()}
          </a>
        ))}
      </div>
      {items.isPending ? (
        <Spinner className="py-8" />
      ) : items.error ? (
        <Alert tone="error">{items.error.message}</Alert>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left">
              {(Object.keys(SORTS) as (keyof typeof SORTS)[]).map((key) => (
                <th key={key} className="py-2" aria-sort={sort.sort === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" onClick={() => setSort({ sort: key, direction: sort.sort === key && sort.direction === 'desc' ? 'asc' : 'desc' })}>
                    {SORTS[key]}
                  </button>
                </th>
              ))}
              <th className="py-2">Note</th>
              <th className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.data.rows.map((row) => (
              <tr key={row.id} className="border-b">
                <td className="py-2">{row.keyword}</td>
                <td className="py-2">{row.metricsSource === 'pending' ? 'Fetching…' : formatNumber(row.searchVolume)}</td>
                <td className="py-2">{formatNumber(row.difficulty)}</td>
                <td className="py-2">{row.cpc === null ? '—' : `$${row.cpc.toFixed(2)}`}</td>
                <td className="py-2 pr-2">
                  <ItemNoteField listId={id} itemId={row.id} keyword={row.keyword} note={row.note} />
                </td>
                <td className="py-2 text-right">
                  <Button variant="ghost" size="sm" aria-label={`Remove ${row.keyword}`} onClick={() => remove.mutate([row.id])}>
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
