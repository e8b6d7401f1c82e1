// The compact "SERP features" list of an analysis: one entry per element type present on the
// page (featured snippet, people also ask, AI overview, local pack...), in page order, with a
// count and a few short texts. Computed from the stored snapshot, so old analyses benefit too.
import { serpFeatureLabel, type SerpFeatureSummary, type SerpImageSummary } from '../../../shared/contract/serp-request.js';
import { toPlainText } from '../../providers/plain-text.js';
import { SERP_CARD_TYPES, SERP_LIST_TYPES, type SerpCitation, type SerpFeature } from '../../providers/types.js';

const MAX_DETAILS = 8;
const MAX_DETAIL_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DETAIL_LENGTH ? `${flat.slice(0, MAX_DETAIL_LENGTH - 1).trimEnd()}…` : flat;
}

function present(values: Array<string | null | undefined>): string[] {
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map(clip);
}

/** Stored snapshots may hold shapes of earlier versions (e.g. 'other', Markdown overviews). */
type StoredFeature = SerpFeature | { type: 'other'; itemType: string; rankAbsolute: number | null; title?: string };

interface Entries {
  count: number;
  details: string[];
  citations?: SerpCitation[];
  citedDomains?: string[];
  heading?: string;
  images?: SerpImageSummary[];
}

/** The pictures of a list element that describe themselves (images_element `alt`). */
function imagesOf(items: ReadonlyArray<{ alt?: string; url: string | null }>): SerpImageSummary[] | undefined {
  const images = items.filter((i) => typeof i.alt === 'string' && i.alt.trim() !== '').map((i) => ({ alt: clip(i.alt ?? ''), url: i.url }));
  return images.length > 0 ? images : undefined;
}

const LISTS: ReadonlySet<string> = new Set(SERP_LIST_TYPES);
const CARDS: ReadonlySet<string> = new Set(SERP_CARD_TYPES);

/** An AI overview as plain text with its footnotes; overviews stored before the parser did this are converted here. */
function aiOverviewEntries(feature: Extract<SerpFeature, { type: 'ai_overview' }>): Entries {
  const converted = feature.citations ? { text: feature.text ?? '', citations: feature.citations } : toPlainText(feature.text ?? '');
  const domains = feature.citedDomains ?? [...new Set([...converted.citations.map((c) => c.domain), ...feature.references.map((r) => r.domain)].filter((d): d is string => !!d))];
  return { count: 1, details: present([converted.text]), citations: converted.citations, citedDomains: domains };
}

/** Entries the user would see for one element: list-like elements count their items. */
function entriesOf(feature: StoredFeature): Entries {
  if (LISTS.has(feature.type) && 'items' in feature) {
    const items = Array.isArray(feature.items) ? feature.items : [];
    const entries: Entries = { count: Math.max(1, items.length), details: present(items.length > 0 ? items.map((i) => i.title ?? i.snippet) : [feature.title]) };
    const images = imagesOf(items);
    if (images) entries.images = images;
    return entries;
  }
  if (CARDS.has(feature.type) && 'snippet' in feature) {
    return { count: 1, details: present([feature.title ?? feature.snippet]) };
  }
  switch (feature.type) {
    case 'featured_snippet':
      return { count: 1, details: present([feature.domain ? `${feature.title ?? 'Snippet'} (${feature.domain})` : feature.title]) };
    case 'people_also_ask':
      return { count: feature.questions.length, details: present(feature.questions.map((q) => q.question)) };
    case 'ai_overview':
      return aiOverviewEntries(feature);
    case 'local_pack':
      return { count: 1, details: present([feature.rating !== null && feature.title ? `${feature.title} (${feature.rating}★)` : feature.title]) };
    case 'related_searches':
    case 'people_also_search':
      return feature.title ? { count: feature.queries.length, details: present(feature.queries), heading: clip(feature.title) } : { count: feature.queries.length, details: present(feature.queries) };
    case 'paid':
      return { count: 1, details: present([feature.domain ?? feature.title]) };
    case 'knowledge_graph':
      return { count: 1, details: present([feature.subtitle ? `${feature.title ?? ''} (${feature.subtitle})` : feature.title]) };
    case 'answer_box':
      return { count: 1, details: present(feature.text.slice(0, 1)) };
    case 'unknown':
    case 'other':
      return { count: 1, details: present([feature.title]) };
    default:
      return { count: 1, details: [] };
  }
}

function typeOf(feature: StoredFeature): string {
  return feature.type === 'other' || feature.type === 'unknown' ? feature.itemType : feature.type;
}

export function summarizeSerpFeatures(features: readonly StoredFeature[]): SerpFeatureSummary[] {
  const byType = new Map<string, SerpFeatureSummary>();
  for (const feature of features) {
    const type = typeOf(feature);
    const { count, details, citations, citedDomains, heading, images } = entriesOf(feature);
    let summary = byType.get(type);
    if (!summary) {
      summary = { type, label: serpFeatureLabel(type), count: 0, details: [] };
      byType.set(type, summary);
    }
    summary.count += count;
    // Footnotes belong to the first text shown for the type (one AI overview per page in practice).
    if (citations && citations.length > 0 && !summary.citations) summary.citations = citations;
    if (citedDomains && citedDomains.length > 0 && !summary.citedDomains) summary.citedDomains = citedDomains;
    if (heading && !summary.heading) summary.heading = heading;
    if (images) summary.images = [...(summary.images ?? []), ...images].slice(0, MAX_DETAILS);
    for (const detail of details) {
      if (summary.details.length < MAX_DETAILS && !summary.details.includes(detail)) summary.details.push(detail);
    }
  }
  return [...byType.values()];
}
