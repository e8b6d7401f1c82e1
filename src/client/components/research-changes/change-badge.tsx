// A run's changes since the previous run of the same question, in one badge (the history's rows).
// The server compares the two runs; one row of the page is enough to learn the counts.
import { useQuery } from '@tanstack/react-query';
import { changeBadgeText } from '@shared/research-diff';
import { Badge } from '../ui/badge';
import { api, unwrap } from '../../lib/api-client';

function useChangeCounts(researchId: string) {
  return useQuery({
    queryKey: ['research-changes', researchId, 'counts'],
    queryFn: ({ signal }) =>
      unwrap(api.researches[':id'].changes.$get({ param: { id: researchId }, query: { limit: '1', only: 'changes' } }, { init: { signal } })),
    select: (answer) => ({ counts: answer.counts, hasPrevious: answer.previous !== null }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function ChangeBadge({ researchId }: { researchId: string }) {
  const changes = useChangeCounts(researchId);
  if (changes.isPending) return <span className="text-xs text-muted-foreground">…</span>;
  if (changes.isError) return <span className="text-xs text-muted-foreground">Not known</span>;
  const text = changeBadgeText(changes.data.counts, changes.data.hasPrevious);
  const changed = changes.data.hasPrevious && text !== 'No changes';
  return (
    <Badge tone={changed ? 'info' : 'outline'} className="whitespace-nowrap">
      {text}
    </Badge>
  );
}
