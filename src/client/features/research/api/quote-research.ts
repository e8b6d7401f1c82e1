// POST /api/research/quote: what a research would take before it is run (decision 025).
import type { ResearchRequest } from '@shared/contract/research-request';
import { api, unwrap } from '../../../lib/api-client';

export function quoteResearch(request: ResearchRequest) {
  return unwrap(api.research.quote.$post({ json: request }));
}
