// /lists/:id: one saved list, Share, the import with its preview, the
// import job's progress (polled, so it survives a reload) with Cancel, and the list's keywords as
// the results page shows a research's (list-keywords.tsx).
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { formatNumber } from '@shared/format/number';
import { LIST_TOASTS } from '@shared/messages/lists';
import { marketText, useMarkets } from '../../components/markets';
import { ShareButton } from '../../components/share-links';
import { usePageTitle } from '../../components/layout/use-page-title';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { useCancelJob, useList } from './api/lists';
import { ListImport } from './list-import';
import { ListKeywords } from './list-keywords';

export function ListPage() {
  const id = useParams().id ?? '';
  const list = useList(id);
  useMarkets(); // the market's names, once the server's lists arrive
  usePageTitle(list.data ? `List: ${list.data.name}` : 'Keyword list');
  const job = list.data?.job ?? null;
  const cancel = useCancelJob(id);
  const running = job?.status === 'queued' || job?.status === 'running';

  if (list.isPending) return <Spinner className="py-16" />;
  if (list.error) return <Alert tone="error" className="m-10">{list.error.message}</Alert>;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{list.data.name}</h1>
          <p className="mt-2 text-muted-foreground">
            {formatNumber(list.data.keywordCount)} keywords · total volume {formatNumber(list.data.totalVolume)} · Market:{' '}
            {marketText(list.data.locationCode, list.data.languageCode)}
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
      <ListImport listId={id} disabled={running} startOpen={list.data.keywordCount === 0} />
      <ListKeywords list={list.data} revision={job?.doneBatches ?? 0} />
    </div>
  );
}
