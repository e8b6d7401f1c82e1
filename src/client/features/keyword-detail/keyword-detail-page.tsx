// A keyword's own page (/keyword?keyword=&language=&location=[&research=], decision 067): one
// keyword in one market, addressable and shareable with anyone signed in (each reads what they
// hold). It gathers what the product knows without spending: metrics with source and date, volume
// over the years with the forecast, the SERP with its strength and the difficulty explained, the
// value of ranking, the idea tabs, and the lists holding it. Every paid read shows its cost first.
import { Link, useSearchParams } from 'react-router';
import type { KeywordDetail } from '@shared/contract/keyword-detail';
import { isLanguageCode } from '@shared/constants/languages';
import { isLocationCode } from '@shared/constants/locations';
import { normalizeKeyword } from '@shared/keyword-text';
import { usePageTitle } from '../../components/layout/use-page-title';
import { marketText, useMarkets } from '../../components/markets';
import { TOOL_QUERY_PARAMS, toolHref } from '../../components/tool-inputs';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { PATHS } from '../../lib/paths';
import { IdeaTabNav, RankingValue, useIdeaTabs } from '../results/entry-detail';
import { useKeywordDetail, useRefreshDetail, type DetailAddress } from './api/keyword-detail';
import { DetailSerpSection } from './detail-serp-section';
import { DetailSection, ListsSection, MetricsSection } from './detail-sections';
import { VolumeHistorySection } from './volume-history-section';

const NOT_ADDRESSED = 'Open a keyword from a results table, or give its keyword, language and location in the address.';

function addressOf(params: URLSearchParams): DetailAddress | null {
  const keyword = params.get(TOOL_QUERY_PARAMS.keyword)?.trim() ?? '';
  const languageCode = params.get(TOOL_QUERY_PARAMS.languageCode) ?? '';
  const locationCode = Number(params.get(TOOL_QUERY_PARAMS.locationCode));
  if (!keyword || !isLanguageCode(languageCode) || !isLocationCode(locationCode)) return null;
  return { keyword, languageCode, locationCode, researchId: params.get('research') };
}

export function KeywordDetailPage() {
  const [params] = useSearchParams();
  const address = addressOf(params);
  const detail = useKeywordDetail(address);
  useMarkets();
  usePageTitle(address ? `${address.keyword}: keyword` : 'Keyword');
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 px-4 py-10">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">Keyword</p>
        <h1 className="text-3xl font-bold tracking-tight break-words [overflow-wrap:anywhere]">{address?.keyword ?? 'Keyword'}</h1>
        {address ? <p className="mt-2 text-muted-foreground">Market: {marketText(address.locationCode, address.languageCode)}</p> : null}
      </div>
      {!address ? <Alert tone="error">{NOT_ADDRESSED}</Alert> : null}
      {detail.error ? <Alert tone="error">{detail.error.message}</Alert> : null}
      {address && detail.isPending ? <Spinner label="Loading the keyword" /> : null}
      {detail.data ? <DetailBody detail={detail.data} /> : null}
    </div>
  );
}

function DetailBody({ detail }: { detail: KeywordDetail }) {
  const refresh = useRefreshDetail();
  const row = detail.row;
  const market = { languageCode: detail.languageCode, locationCode: detail.locationCode };
  const valueRow = row ?? { keyword: detail.keyword, trafficPotential: null, parentTopic: null, globalSearchVolume: null };
  return (
    <>
      <MetricsSection detail={detail} />
      <VolumeHistorySection detail={detail} />
      <DetailSerpSection detail={detail} />
      <RankingValue seed={valueRow} held={detail.value} researchId={detail.rowResearch?.id ?? null} {...market} />
      <IdeasSection detail={detail} />
      <ListsSection detail={detail} row={row} onAdded={() => void refresh()} />
    </>
  );
}

/** The idea tabs of the keyword research whose seed this keyword is; for any other keyword, the research form with it filled in (its cost shown first). */
function IdeasSection({ detail }: { detail: KeywordDetail }) {
  const isSeedOf = detail.ideasResearchId !== null && detail.rowResearch !== null && normalizeKeyword(detail.rowResearch.seedKeyword) === detail.keyword ? detail.ideasResearchId : null;
  const tabs = useIdeaTabs(isSeedOf);
  return (
    <DetailSection id="detail-ideas-title" title="Keyword ideas">
      {tabs.data && isSeedOf ? (
        <IdeaTabNav tabs={tabs.data} researchId={isSeedOf} chosen={null} />
      ) : (
        <p className="text-sm">
          <Link className="text-blue-700 underline-offset-2 hover:underline" to={toolHref(PATHS.research, detail.keyword, detail)}>
            Find keyword ideas for “{detail.keyword}”
          </Link>{' '}
          <span className="text-muted-foreground">(matching terms, questions, related terms, autocomplete and “also rank for” open from its results)</span>
        </p>
      )}
    </DetailSection>
  );
}
