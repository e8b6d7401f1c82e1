// Conversions between the provider's SERP snapshot, the stored research (organic rows in
// serp_results, the rest of the page in keyword_research.snapshot) and the API's SerpAnalysis.
import type { SerpAnalysis, SerpResult } from '../../../shared/contract/serp.js';
import type { keywordResearch, serpResults } from '../../db/schema/index.js';
import type { SerpFeature, SerpSnapshot } from '../../providers/types.js';
import { summarizeSerpFeatures } from './serp-features.js';
import { isDemoProviderName } from '../../providers/profiles.js';
import { providerCostFields } from '../../../shared/contract/common.js';

type ResearchRow = typeof keywordResearch.$inferSelect;
type SerpResultRow = typeof serpResults.$inferSelect;

/** PostgreSQL's jsonb refuses the NUL character; a stray one in a scraped title must not fail the insert. */
export function withoutNulCharacters<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : v))) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the page showed beyond its organic rows (those are stored as rows). */
export function toStoredSnapshot(snapshot: SerpSnapshot): Omit<SerpSnapshot, 'organic'> {
  const { organic: _organic, ...rest } = snapshot;
  return rest;
}

// The jsonb column holds what this feature wrote (or the data migration copied); the reader only
// protects against a row of an older shape turning a read into a 500.
function readSnapshot(value: unknown): Pick<SerpSnapshot, 'features' | 'seResultsCount' | 'checkUrl'> {
  if (!isRecord(value)) return { features: [], seResultsCount: null, checkUrl: null };
  const features = Array.isArray(value['features']) ? (value['features'] as SerpFeature[]) : [];
  const count = value['seResultsCount'];
  const checkUrl = value['checkUrl'];
  return {
    features: features.filter((f) => isRecord(f) && typeof f.type === 'string'),
    seResultsCount: typeof count === 'number' && Number.isFinite(count) ? count : null,
    checkUrl: typeof checkUrl === 'string' ? checkUrl : null,
  };
}

const toSerpResult = (row: SerpResultRow): SerpResult => ({
  position: row.position,
  domain: row.domain,
  url: row.url,
  title: row.title,
  description: row.description,
  breadcrumb: row.breadcrumb,
});

export function toSerpAnalysis(research: ResearchRow, rows: readonly SerpResultRow[]): SerpAnalysis {
  const snapshot = readSnapshot(research.snapshot);
  return {
    researchId: research.id,
    keyword: research.seedKeyword,
    languageCode: research.languageCode,
    locationCode: research.locationCode,
    results: rows.map(toSerpResult),
    totalResults: rows.length,
    seResultsCount: snapshot.seResultsCount,
    ...providerCostFields(Number(research.providerCost)),
    features: summarizeSerpFeatures(snapshot.features),
    checkUrl: snapshot.checkUrl,
    isDemoData: isDemoProviderName(research.provider),
    createdAt: research.createdAt.toISOString(),
  };
}
