// The SERP on a keyword's page: with a stored analysis of this keyword and market, the difficulty
// explained by the top 10's strength and the analysis itself (results with their strength, SERP
// features); without one, its cost preview and the button that runs it.
import type { KeywordDetail } from '@shared/contract/keyword-detail';
import { SERP_RESULT_COUNT } from '@shared/constants/limits';
import { Spinner } from '../../components/ui/spinner';
import { quoteSerpAnalysis, SerpResults, SerpStrengthSummary, useRunSerpAnalysis, useSerpAnalysisById } from '../serp/entry-strength';
import { useRefreshDetail } from './api/keyword-detail';
import { DetailSection } from './detail-sections';
import { PaidReadBox } from './paid-read-box';

export function DetailSerpSection({ detail }: { detail: KeywordDetail }) {
  const analysis = useSerpAnalysisById(detail.serpAnalysisId);
  const run = useRunSerpAnalysis();
  const refresh = useRefreshDetail();
  const request = { keyword: detail.keyword, languageCode: detail.languageCode, locationCode: detail.locationCode, limit: SERP_RESULT_COUNT };
  if (detail.serpAnalysisId === null) {
    return (
      <DetailSection id="detail-serp-title" title="Top 10 and their strength">
        <p className="text-sm text-muted-foreground">No SERP analysis of yours for this keyword in this market yet: it shows who ranks, how strong they are, and why the difficulty is what it is.</p>
        <PaidReadBox
          name="serp"
          tool="serp"
          request={request}
          quote={quoteSerpAnalysis}
          detail="Reads the top 10 organic results and the strength of each page."
          action="Analyze the SERP"
          pendingAction="Analyzing SERP..."
          onRun={() => run.mutate(request, { onSuccess: () => void refresh() })}
          pending={run.isPending}
          error={run.error}
        />
      </DetailSection>
    );
  }
  if (!analysis.data) return <Spinner label="Loading the SERP analysis" />;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <DetailSection id="detail-difficulty-title" title="Why the difficulty is what it is">
        <SerpStrengthSummary strength={analysis.data.strength} difficulty={detail.row?.difficulty ?? null} titleId="detail-strength-title" />
      </DetailSection>
      <SerpResults analysis={analysis.data} />
    </div>
  );
}
