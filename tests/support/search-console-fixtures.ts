// A Search Console Queries.csv export (English UI) the API tests upload: six queries, of them three
// in striking distance (positions 4–20, 50+ impressions), one with too few impressions to count and
// one beyond page two. Totals: 157 clicks, 8,220 impressions.
export const QUERIES_CSV = [
  'Top queries,Clicks,Impressions,CTR,Position',
  'keyword research tool,120,2400,5%,3.2',
  'seo tools,30,1500,2%,6.4',
  'rank tracker,2,900,0.22%,8.1',
  'serp checker,4,400,1%,14.5',
  'rare query,1,20,5%,9',
  'far away,0,3000,0%,35',
].join('\n');
