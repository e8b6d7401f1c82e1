// Volume over the years on a keyword's page: every month held (the research's 12, or up to 48 once
// the longer history is read), the peak, trend and year over year in words, and the forecast for
// the next 12 months. Where fewer than 48 months are held, the longer history's cost preview and
// its button (one keyword research unit; decision 067).
import { VOLUME_HISTORY_MONTHS } from '@shared/analysis/months';
import { hasMonthlyData, seasonality } from '@shared/analysis/seasonality';
import type { KeywordDetail } from '@shared/contract/keyword-detail';
import { HISTORY_NONE, HISTORY_SHORT_NOTE } from '@shared/messages/keyword-detail';
import { ForecastChart, MonthlyVolumeChart } from '../../components/charts/monthly-volume-charts';
import { seasonalitySentence } from '../../components/keyword-table';
import { quoteVolumeHistory, useReadVolumeHistory } from './api/keyword-detail';
import { DetailSection } from './detail-sections';
import { PaidReadBox } from './paid-read-box';

export function VolumeHistorySection({ detail }: { detail: KeywordDetail }) {
  const read = useReadVolumeHistory();
  const history = read.data ?? detail.history;
  const months = history?.months.length ? history.months : (detail.row?.monthlySearches ?? []);
  // The row the page shows keeps the months, so its table's trend, peak and YoY follow.
  const request = { keyword: detail.keyword, languageCode: detail.languageCode, locationCode: detail.locationCode, ...(detail.rowResearch ? { researchId: detail.rowResearch.id } : {}) };
  const { peakMonth, trend, trendYoy } = seasonality(months);
  return (
    <DetailSection id="detail-history-title" title="Volume over the years">
      {hasMonthlyData(months) ? (
        <>
          <p className="text-sm text-muted-foreground">{seasonalitySentence(peakMonth, trend, trendYoy)}</p>
          <MonthlyVolumeChart keyword={detail.keyword} points={months} />
          <ForecastChart keyword={detail.keyword} points={months} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No monthly searches held for this keyword yet.</p>
      )}
      {history && history.months.length === 0 ? <p className="text-sm text-muted-foreground">{HISTORY_NONE}</p> : null}
      {history?.isDemoData ? <p className="text-xs text-muted-foreground">Demo data.</p> : null}
      {!history && months.length < VOLUME_HISTORY_MONTHS ? (
        <>
          <p className="text-sm">{HISTORY_SHORT_NOTE}</p>
          <PaidReadBox
            name="volume-history"
            tool="keywords"
            request={request}
            quote={quoteVolumeHistory}
            detail="Reads the keyword’s monthly searches over up to 4 years."
            action="Read 4 years of history"
            pendingAction="Reading…"
            onRun={() => read.mutate(request)}
            pending={read.isPending}
            error={read.error}
          />
        </>
      ) : null}
    </DetailSection>
  );
}
