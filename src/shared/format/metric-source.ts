// How a metric's origin is named on screen and in exports: the registered providers' profiles (the
// server's registry; the browser gets them in the public configuration) give each source id its
// label, its endpoints and whether it is demo data.
import { PENDING_METRICS_SOURCE } from '../lists/import-limits';
import { metricSourceProfile, type ProvenanceKind, type ProviderProfile } from '../providers';
import { EM_DASH } from './number';

export type { ProvenanceKind } from '../providers';

// A list item an import is still fetching (decision 029).
const PENDING_LABEL = 'Fetching…';

/** A source id -> its profile's label ("DataForSEO Labs"); unknown ids with spaces for underscores; none: em dash. */
export function metricSourceLabel(source: string | null | undefined, profiles: readonly ProviderProfile[]): string {
  if (!source || source.trim() === '') return EM_DASH;
  const id = source.trim().toLowerCase();
  if (id === PENDING_METRICS_SOURCE) return PENDING_LABEL;
  return metricSourceProfile(id, profiles)?.source.label ?? source.trim().replace(/_/g, ' ');
}

/**
 * A metric's source as exports and the details row write it: "demo" for demo data, else the
 * source id and the endpoint(s) its run used ("dataforseo_labs: dataforseo_labs/google/related_keywords").
 */
export function metricProvenance(source: string | null | undefined, kind: ProvenanceKind, profiles: readonly ProviderProfile[]): string {
  const id = source?.trim().toLowerCase() ?? '';
  if (id === '') return '';
  const found = metricSourceProfile(id, profiles);
  if (found?.provider.isDemo) return found.provider.name;
  const endpoint = found?.source.endpoints?.[kind];
  return endpoint ? `${id}: ${endpoint}` : id;
}
