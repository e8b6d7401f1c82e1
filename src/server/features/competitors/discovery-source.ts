// What a competitor discovery is run for: a site (its organic competitors, in the market asked for),
// or the keywords of a saved list or a research of the user's (the domains ranking most across
// them, in that list's or research's market). Checked before anything is charged.
import type { CompetitorDiscoveryRequest, CompetitorReport } from '../../../shared/contract/competitors.js';
import { DISCOVERY_FROM_KEYWORDS_UNAVAILABLE } from '../../../shared/messages/competitors.js';
import type { Db } from '../../db/client.js';
import { InvalidInputError } from '../../domain/errors.js';
import type { DomainCompetitors } from '../../providers/competitor-types.js';
import type { KeywordDataProvider, ProviderAnswer } from '../../providers/types.js';

export interface DiscoverySource {
  /** The cache and quota key's part naming the source. */
  key: string;
  /** The history's label. */
  label: string;
  market: { languageCode: string; locationCode: number };
  requestFields: Record<string, unknown>;
  sites: CompetitorReport['sites'];
  report: CompetitorReport['source'];
  fetch: (provider: KeywordDataProvider, limit: number, signal?: AbortSignal) => Promise<ProviderAnswer<DomainCompetitors & { competitors: Array<DomainCompetitors['competitors'][number] & { visibility?: number | null }> }>>;
}

export function resolveDiscoverySource(_db: Db, _userId: string, request: CompetitorDiscoveryRequest): Promise<DiscoverySource> {
  if (request.source !== 'domain') return Promise.reject(new InvalidInputError(DISCOVERY_FROM_KEYWORDS_UNAVAILABLE, 'source', { code: 'DISCOVERY_SOURCE_UNAVAILABLE' }));
  const { target } = request;
  const market = { languageCode: request.languageCode, locationCode: request.locationCode };
  return Promise.resolve({
    key: `domain:${target.label}`,
    label: target.label,
    market,
    requestFields: { target: target.label },
    sites: [{ label: target.label, kind: target.kind, role: 'own', index: 0 }],
    report: { kind: 'domain', id: null, name: target.label },
    fetch: (provider, limit, signal) => provider.findDomainCompetitors({ target, limit, ...market, signal }),
  });
}
