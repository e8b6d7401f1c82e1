// Conversions between the provider's SERP snapshot, the stored research (organic rows in
// serp_results, the rest of the page in keyword_research.snapshot) and the API's SerpAnalysis.
import type { PageStrengthView, SerpAnalysis, SerpResult } from '../../../shared/contract/serp.js';
import { summarizeStrength } from '../../../shared/analysis/serp-strength.js';
import type { keywordResearch, serpResults } from '../../db/schema/index.js';
import type { PageStrength, SerpFeature, SerpSnapshot, SerpStrength, StrengthGap, TopPagesAverage } from '../../providers/types.js';
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
function readSnapshot(value: unknown): Pick<SerpSnapshot, 'features' | 'seResultsCount' | 'checkUrl'> & { strength: SerpStrength | null } {
  if (!isRecord(value)) return { features: [], seResultsCount: null, checkUrl: null, strength: null };
  const features = Array.isArray(value['features']) ? (value['features'] as SerpFeature[]) : [];
  const count = value['seResultsCount'];
  const checkUrl = value['checkUrl'];
  return {
    features: features.filter((f) => isRecord(f) && typeof f.type === 'string'),
    seResultsCount: typeof count === 'number' && Number.isFinite(count) ? count : null,
    checkUrl: typeof checkUrl === 'string' ? checkUrl : null,
    strength: readStrength(value['strength']),
  };
}

function readStrength(value: unknown): SerpStrength | null {
  if (!isRecord(value) || !Array.isArray(value['pages'])) return null;
  const pages = (value['pages'] as unknown[]).filter((p): p is PageStrength => isRecord(p) && typeof p['url'] === 'string');
  const missing = Array.isArray(value['missing']) ? (value['missing'] as unknown[]).filter((m): m is StrengthGap => m === 'links' || m === 'traffic') : [];
  const topAverage = isRecord(value['topAverage']) ? (value['topAverage'] as unknown as TopPagesAverage) : null;
  return { pages, missing, topAverage };
}

function pageView(page: PageStrength): PageStrengthView {
  const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    domainRank: num(page.domainRank),
    pageRank: num(page.pageRank),
    referringDomains: num(page.referringDomains),
    referringMainDomains: num(page.referringMainDomains),
    backlinks: num(page.backlinks),
    spamScore: num(page.spamScore),
    estimatedTraffic: num(page.estimatedTraffic),
    keywords: num(page.keywords),
  };
}

const toSerpResult = (row: SerpResultRow, strength: PageStrength | undefined): SerpResult => ({
  position: row.position,
  domain: row.domain,
  url: row.url,
  title: row.title,
  description: row.description,
  breadcrumb: row.breadcrumb,
  strength: strength ? pageView(strength) : null,
});

export function toSerpAnalysis(research: ResearchRow, rows: readonly SerpResultRow[]): SerpAnalysis {
  const snapshot = readSnapshot(research.snapshot);
  const strength = snapshot.strength;
  // Pages are matched by address: the strength was read for the organic results in page order.
  const byUrl = new Map((strength?.pages ?? []).map((page) => [page.url, page]));
  const results = rows.map((row) => toSerpResult(row, byUrl.get(row.url)));
  return {
    researchId: research.id,
    keyword: research.seedKeyword,
    languageCode: research.languageCode,
    locationCode: research.locationCode,
    results,
    totalResults: rows.length,
    seResultsCount: snapshot.seResultsCount,
    ...providerCostFields(Number(research.providerCost)),
    features: summarizeSerpFeatures(snapshot.features),
    checkUrl: snapshot.checkUrl,
    strength: strength ? summarizeStrength({ pages: results.flatMap((r) => (r.strength ? [r.strength] : [])), topAverage: strength.topAverage, missing: strength.missing }) : null,
    isDemoData: isDemoProviderName(research.provider),
    createdAt: research.createdAt.toISOString(),
  };
}
