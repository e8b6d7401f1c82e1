// A tab not run yet: what it holds, its cost before it spends (the server's quote: one keyword
// research, free when a charged repeat is cached; dollars for admins) and the button that runs it.
// The run opens the tab's stored rows; a cached answer says nothing was charged.
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LONG_TOAST_MS } from '@shared/constants/limits';
import { formatCostEstimate } from '@shared/format/number';
import { IDEA_TAB_INFO, type IdeaTab } from '@shared/ideas/idea-tabs';
import { IDEA_TAB_RUN_FAILED, ideaTabDoneText } from '@shared/messages/idea-tabs';
import { CostEstimate, useRunQuote } from '../../../components/tool-inputs';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiRequestError } from '../../../lib/api';
import { keywordResultsPath } from '../../../lib/paths';
import { useAuth } from '../../auth';
import { quoteIdeaTab, useRunIdeaTab } from './idea-tabs-api';

export interface IdeaTabRunPanelProps {
  parentId: string;
  tab: IdeaTab;
  seedKeyword: string;
}

export function IdeaTabRunPanel({ parentId, tab, seedKeyword }: IdeaTabRunPanelProps) {
  const info = IDEA_TAB_INFO[tab];
  const { isAdmin, user } = useAuth();
  const quote = useRunQuote(`idea-tab-${tab}`, { parentId, tab }, user !== null, (body) => quoteIdeaTab(body.parentId, body.tab));
  const run = useRunIdeaTab();
  const navigate = useNavigate();
  const refusal = quote?.find((line) => line.refusal !== null)?.refusal ?? null;
  const dollars = quote?.reduce((sum, line) => sum + (line.dollars ?? 0), 0) ?? 0;

  const start = () => {
    run.mutate(
      { researchId: parentId, tab },
      {
        onSuccess: (done) => {
          toast.success(ideaTabDoneText(done.totalResults, info.label, done.cached), { duration: LONG_TOAST_MS });
          void navigate(keywordResultsPath(done.researchId));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{info.label}</CardTitle>
        <CardDescription>
          {info.description} Seed: “{seedKeyword}”.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <CostEstimate
          lines={quote && quote.length > 0 ? quote : [{ tool: 'keywords', units: 1 }]}
          estimate={formatCostEstimate(dollars, 3)}
          showDollars={isAdmin}
          refusal={refusal}
        />
        {run.error ? (
          <p role="alert" className="text-sm text-red-700">
            {run.error instanceof ApiRequestError ? run.error.message : IDEA_TAB_RUN_FAILED}
          </p>
        ) : null}
        <div>
          <Button type="button" onClick={start} disabled={run.isPending || refusal !== null}>
            {run.isPending ? 'Finding…' : info.action}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
