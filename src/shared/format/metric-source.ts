// How a metric's origin is named on screen: the provider's source id -> words people know.
import { EM_DASH } from './number';

const SOURCE_LABELS: Record<string, string> = {
  dataforseo_labs: 'DataForSEO Labs',
  dataforseo: 'DataForSEO',
  google_ads: 'Google Ads',
  demo: 'Demo data',
};

/** "dataforseo_labs" -> "DataForSEO Labs"; unknown ids with spaces for underscores; none: em dash. */
export function metricSourceLabel(source: string | null | undefined): string {
  if (!source || source.trim() === '') return EM_DASH;
  const id = source.trim().toLowerCase();
  return SOURCE_LABELS[id] ?? source.trim().replace(/_/g, ' ');
}
