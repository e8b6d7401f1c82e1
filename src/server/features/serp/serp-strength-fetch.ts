// A SERP with the strength of its top pages: the page first, then one bulk strength read for its
// organic URLs, charged to the same analysis (one quota unit, the dollars of both calls in the
// call ledger) and stored inside its snapshot. A passing failure of the strength read keeps the
// page (already bought) and stores no strength; an account or funds failure fails the run.
import { SERP_RESULT_COUNT } from '../../../shared/constants/limits.js';
import type { SerpRequest } from '../../../shared/contract/serp-request.js';
import { ProviderError, type KeywordDataProvider, type ProviderAnswer, type SerpSnapshot } from '../../providers/types.js';

function isOptionalFailure(error: unknown): error is ProviderError {
  return error instanceof ProviderError && error.kind !== 'auth' && error.kind !== 'billing';
}

export async function withStrength(
  provider: KeywordDataProvider,
  request: SerpRequest,
  serp: ProviderAnswer<SerpSnapshot>,
  signal?: AbortSignal,
): Promise<ProviderAnswer<SerpSnapshot>> {
  const urls = serp.data.organic.slice(0, SERP_RESULT_COUNT).map((result) => result.url);
  if (urls.length === 0) return { ...serp, data: { ...serp.data, strength: null } };
  try {
    const strength = await provider.getSerpStrength({ urls, keyword: request.keyword, languageCode: request.languageCode, locationCode: request.locationCode, signal });
    return {
      ...serp,
      data: { ...serp.data, strength: strength.data },
      providerCost: serp.providerCost + strength.providerCost,
      cached: (serp.cached ?? false) && (strength.cached ?? false),
    };
  } catch (error) {
    if (!isOptionalFailure(error)) throw error;
    return { ...serp, data: { ...serp.data, strength: null }, providerCost: serp.providerCost + error.providerCost };
  }
}
