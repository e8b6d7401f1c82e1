// What one unit of a paid run costs the user once the run is known (decision 005): nothing when it
// repeats a request charged within 24 hours and the cache answered it, one unit otherwise. The one
// rule the charging paths (withQuota, withQuotaBundle) and the cost preview (quote.ts) apply, so
// the preview says what is then charged (decision 025).
export function chargedUnits(repeat: boolean, cached: boolean): 0 | 1 {
  return repeat && cached ? 0 : 1;
}
