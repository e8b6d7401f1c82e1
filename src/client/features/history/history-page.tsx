// /history: every research of every kind, filtered by kind, keyword and days,
// paged on the server (Load more follows the cursor); open, re-run or delete each.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ResearchHeader } from '@shared/contract/researches';
import { usePageTitle } from '../../components/layout/use-page-title';
import { useMarkets } from '../../components/markets';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { useDeleteResearch, useHistory } from './api/history';
import { readHistoryFilters, writeHistoryFilters } from './history-filters-url';
import { HistoryFiltersForm } from './history-filters-form';
import { HistoryTable } from './history-table';

export function HistoryPage() {
  usePageTitle('History');
  useMarkets();
  const [params, setParams] = useSearchParams();
  const filters = readHistoryFilters(params);
  const history = useHistory(filters);
  const remove = useDeleteResearch();
  const [confirming, setConfirming] = useState<ResearchHeader | null>(null);
  const researches = history.data?.pages.flatMap((page) => page.researches) ?? [];

  const onConfirmDelete = (research: ResearchHeader) => {
    setConfirming(null);
    remove.mutate(research.id, {
      onSuccess: () => toast.success('Research deleted'),
      onError: (error) => toast.error('The research could not be deleted', { description: error instanceof ApiRequestError ? error.message : undefined }),
    });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">History</h1>
        <p className="mt-2 text-muted-foreground">Every keyword research, SERP analysis and related-keywords search you ran.</p>
      </div>
      <HistoryFiltersForm filters={filters} onChange={(next) => setParams(writeHistoryFilters(next), { replace: true })} />
      <Card>
        <CardContent className="pt-6">
          {history.isPending ? (
            <Spinner />
          ) : history.error ? (
            <Alert tone="error">{history.error instanceof ApiRequestError ? history.error.message : 'The history could not be loaded. Please try again.'}</Alert>
          ) : researches.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">No research matches these filters.</p>
          ) : (
            <HistoryTable researches={researches} onDelete={setConfirming} deletingId={remove.isPending ? (remove.variables ?? null) : null} />
          )}
          {history.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
                {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        {confirming ? (
          <DialogContent title="Delete this research?" description={`“${confirming.seedKeyword}” and all its rows are removed for good. Its share links stop working.`}>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button variant="destructive" onClick={() => onConfirmDelete(confirming)}>
                Delete
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
