// /keyword-results without an id: the account's latest keyword research, asked of the server and
// opened by its address (replacing this one, so Back does not return here); the empty state when
// the account has none yet.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { RESULTS_EMPTY_STATE } from '@shared/messages/research';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { keywordResultsPath } from '../../lib/paths';
import { useLatestKeywordResearchId } from './api/get-latest-research';

export function OpenLatestResearch() {
  const latest = useLatestKeywordResearchId();
  const navigate = useNavigate();
  const id = latest.data;
  useEffect(() => {
    if (id) void navigate(keywordResultsPath(id), { replace: true });
  }, [id, navigate]);

  if (latest.isPending || id) return <Spinner className="py-16" />;
  return (
    <Card>
      <CardContent className="py-12 text-center text-muted-foreground">
        <p>{RESULTS_EMPTY_STATE}</p>
      </CardContent>
    </Card>
  );
}
