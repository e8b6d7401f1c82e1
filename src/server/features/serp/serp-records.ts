// Conversions between the provider's SERP snapshot, the serp_analyses row and the API record
// of src/shared/api/serp.ts (the spec's field names).
import type { SerpAnalysisRecord, SerpResultRecord } from '../../../shared/api/serp.js';
import { type serpAnalyses } from '../../db/schema/index.js';
import type { SerpFeature, SerpOrganicResult, SerpSnapshot } from '../../providers/types.js';
import { summarizeSerpFeatures } from './serp-features.js';

type SerpAnalysisRow = typeof serpAnalyses.$inferSelect;

export function toSerpResultRecord(result: SerpOrganicResult): SerpResultRecord {
  const record: SerpResultRecord = {
    position: result.position,
    domain: result.domain,
    url: result.url,
    title: result.title,
    description: result.description,
  };
  if (result.breadcrumb) record.breadcrumb = result.breadcrumb;
  return record;
}

/** PostgreSQL's jsonb refuses the NUL character; a stray one in a scraped title must not fail the insert. */
export function withoutNulCharacters<T>(value: T): T {
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replaceAll('\u0000', '') : v))) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The jsonb columns hold what this feature wrote; these readers only protect against a row from
// an older shape turning a read into a 500.
function readResults(value: unknown): SerpResultRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter((r): r is SerpResultRecord => isRecord(r) && typeof r['url'] === 'string' && typeof r['position'] === 'number');
}

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

export function toSerpAnalysisRecord(row: SerpAnalysisRow): SerpAnalysisRecord {
  const results = readResults(row.results);
  const snapshot = readSnapshot(row.snapshot);
  return {
    analysis_id: row.id,
    keyword: row.keyword,
    language_code: row.languageCode,
    location_code: row.locationCode,
    results,
    total_results: results.length,
    se_results_count: snapshot.seResultsCount,
    estimated_cost: Number(row.apiCost),
    features: summarizeSerpFeatures(snapshot.features),
    check_url: snapshot.checkUrl,
    is_demo_data: row.provider === 'demo',
    created_at: row.createdAt.toISOString(),
  };
}
