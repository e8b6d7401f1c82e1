// The competitor tables' columns, built from the keyword table's own factories (the declared metric
// columns: Position, Traffic, Competitors, Volume, Difficulty, CPC, Intent, Opportunity, Trend) plus
// the cells only these tables draw: the ranking URL, the SERP features, each compared site's place
// in a gap and the gap's categories. Widths fill 1366 px with the checkbox column.
import type { KeywordRow } from '@shared/contract/researches';
import type { CompetitorReport } from '@shared/contract/competitors';
import type { KeywordSortKey } from '@shared/sorting';
import { siteColumnId } from '@shared/keyword-row/table-layout';
import { keywordColumn, metricColumn, withWidths, type KeywordColumn } from '../../components/keyword-table';
import { GapCategoriesCell, GapRankCell, RankingUrlCell, SerpFeaturesCell } from './competitor-cells';

type Column = KeywordColumn<KeywordRow, KeywordSortKey>;

const urlColumn: Column = { id: 'rankingUrl', header: 'URL', width: '13%', cell: (row) => <RankingUrlCell url={row.rankingUrl} /> };
const featuresColumn: Column = {
  id: 'serpFeatures',
  header: 'SERP features',
  hint: 'The features on the results page; “AI Overview cites” when the AI Overview cites this site.',
  width: '10%',
  cell: (row) => <SerpFeaturesCell features={row.serpFeatures} aiOverviewCited={row.aiOverviewCited} />,
};

const keywordMetrics = (locationCode: number | null): Column[] => [
  metricColumn<KeywordRow>('searchVolume'),
  metricColumn<KeywordRow>('difficulty'),
  metricColumn<KeywordRow>('cpc', { locationCode }),
  metricColumn<KeywordRow>('intent'),
  metricColumn<KeywordRow>('opportunity'),
  metricColumn<KeywordRow>('trend'),
];

/** A target's ranking keywords: where it ranks, with which page, what else is on the page, the visits it brings, and the keyword's metrics. */
export function domainKeywordColumns(locationCode: number | null): Column[] {
  return withWidths([keywordColumn<KeywordRow>(), metricColumn<KeywordRow>('position'), urlColumn, featuresColumn, metricColumn<KeywordRow>('estimatedTraffic'), ...keywordMetrics(locationCode)], {
    keyword: '13%',
    position: '6%',
    rankingUrl: '10%',
    serpFeatures: '8%',
    estimatedTraffic: '6%',
    searchVolume: '6%',
    difficulty: '7%',
    cpc: '5%',
    intent: '10%',
    opportunity: '8%',
    trend: '14%',
  });
}

/** Each compared site's column, headed by its name ("You: example.com" first). */
function siteColumns(sites: CompetitorReport['sites'], width: string): Column[] {
  return sites.map((site) => ({
    id: siteColumnId(site.index),
    header: site.role === 'own' ? `You: ${site.label}` : site.label,
    width,
    cell: (row: KeywordRow) => <GapRankCell rank={row.gapRanks[site.index]} />,
  }));
}

/** A gap's keywords: every site's position and URL side by side, how many competitors rank, the categories and the keyword's metrics. */
export function gapColumns(sites: CompetitorReport['sites']): Column[] {
  // The sites share 42 % of the width, whatever their number (2 to 11).
  const siteWidth = `${Math.floor((42 / Math.max(1, sites.length)) * 10) / 10}%`;
  return withWidths(
    [
      keywordColumn<KeywordRow>(),
      ...siteColumns(sites, siteWidth),
      metricColumn<KeywordRow>('competitorsRanking'),
      { id: 'gapCategories', header: 'Category', width: '10%', cell: (row) => <GapCategoriesCell categories={row.gapCategories} undetermined={row.gapUndetermined} /> },
      metricColumn<KeywordRow>('searchVolume'),
      metricColumn<KeywordRow>('difficulty'),
      metricColumn<KeywordRow>('opportunity'),
    ],
    { keyword: '14%', competitorsRanking: '8%', searchVolume: '6%', difficulty: '7%', opportunity: '8%' },
  );
}
