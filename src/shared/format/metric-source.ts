// How a metric's origin is named on screen: the provider's source id -> words people know.
import { PENDING_METRICS_SOURCE } from '../lists/import-limits';
import { EM_DASH } from './number';

const SOURCE_LABELS: Record<string, string> = {
  dataforseo_labs: 'DataForSEO Labs',
  dataforseo: 'DataForSEO',
  google_ads: 'Google Ads',
  demo: 'Demo data',
  // A list item an import is still fetching (decision 029).
  [PENDING_METRICS_SOURCE]: 'Fetching…',
};

/** "dataforseo_labs" -> "DataForSEO Labs"; unknown ids with spaces for underscores; none: em dash. */
export function metricSourceLabel(source: string | null | undefined): string {
  if (!source || source.trim() === '') return EM_DASH;
  const id = source.trim().toLowerCase();
  return SOURCE_LABELS[id] ?? source.trim().replace(/_/g, ' ');
}

/** What kind of run a metric came from: the endpoints behind each (dataforseo provider, reference §4-6). */
export type ProvenanceKind = 'keywords' | 'related' | 'serp' | 'domain' | 'gap';

const PROVIDER_ENDPOINTS: Record<string, Partial<Record<ProvenanceKind, string>>> = {
  dataforseo_labs: {
    keywords: 'dataforseo_labs/google/keyword_suggestions, keyword_ideas, keyword_overview',
    related: 'dataforseo_labs/google/related_keywords',
    domain: 'dataforseo_labs/google/ranked_keywords',
    gap: 'dataforseo_labs/google/page_intersection',
  },
  dataforseo: { serp: 'serp/google/organic/live/advanced' },
};

/**
 * A metric's source as exports and the details row write it: "demo" for demo data, else the
 * provider id and the endpoint(s) its run used ("dataforseo_labs: dataforseo_labs/google/related_keywords").
 */
export function metricProvenance(source: string | null | undefined, kind: ProvenanceKind): string {
  const id = source?.trim().toLowerCase() ?? '';
  if (id === '') return '';
  if (id === 'demo') return 'demo';
  const endpoint = PROVIDER_ENDPOINTS[id]?.[kind];
  return endpoint ? `${id}: ${endpoint}` : id;
}
