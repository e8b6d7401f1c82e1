// The compact "SERP features" list of an analysis: one entry per element type present on the
// page (featured snippet, people also ask, AI overview, local pack...), in page order, with a
// count and a few short texts. Computed from the stored snapshot, so old analyses benefit too.
import { serpFeatureLabel, type SerpFeatureSummary } from '../../../shared/api/serp.js';
import type { SerpFeature } from '../../providers/types.js';

const MAX_DETAILS = 8;
const MAX_DETAIL_LENGTH = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DETAIL_LENGTH ? `${flat.slice(0, MAX_DETAIL_LENGTH - 1).trimEnd()}…` : flat;
}

/** AI overviews arrive as Markdown; the summary line shows plain text. */
function plainText(markdown: string | null): string | null {
  if (markdown === null) return null;
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+])\s+/gm, '');
}

function present(values: Array<string | null | undefined>): string[] {
  return values.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map(clip);
}

/** Entries the user would see for one element: list-like elements count their items. */
function entriesOf(feature: SerpFeature): { count: number; details: string[] } {
  switch (feature.type) {
    case 'featured_snippet':
      return { count: 1, details: present([feature.domain ? `${feature.title ?? 'Snippet'} (${feature.domain})` : feature.title]) };
    case 'people_also_ask':
      return { count: feature.questions.length, details: present(feature.questions.map((q) => q.question)) };
    case 'ai_overview':
      return { count: 1, details: present([plainText(feature.text)]) };
    case 'local_pack':
      return { count: 1, details: present([feature.rating !== null && feature.title ? `${feature.title} (${feature.rating}★)` : feature.title]) };
    case 'related_searches':
      return { count: feature.queries.length, details: present(feature.queries) };
    case 'paid':
      return { count: 1, details: present([feature.domain ?? feature.title]) };
    case 'video':
      return { count: feature.items.length, details: present(feature.items.map((v) => v.title)) };
    case 'images':
      return { count: Math.max(1, feature.items.length), details: present([feature.title]) };
    case 'top_stories':
      return { count: feature.items.length, details: present(feature.items.map((s) => s.title)) };
    case 'knowledge_graph':
      return { count: 1, details: present([feature.subtitle ? `${feature.title ?? ''} (${feature.subtitle})` : feature.title]) };
    case 'answer_box':
      return { count: 1, details: present(feature.text.slice(0, 1)) };
    case 'other':
      return { count: 1, details: present([feature.title]) };
  }
}

function typeOf(feature: SerpFeature): string {
  return feature.type === 'other' ? feature.itemType : feature.type;
}

export function summarizeSerpFeatures(features: readonly SerpFeature[]): SerpFeatureSummary[] {
  const byType = new Map<string, SerpFeatureSummary>();
  for (const feature of features) {
    const type = typeOf(feature);
    const { count, details } = entriesOf(feature);
    let summary = byType.get(type);
    if (!summary) {
      summary = { type, label: serpFeatureLabel(type), count: 0, details: [] };
      byType.set(type, summary);
    }
    summary.count += count;
    for (const detail of details) {
      if (summary.details.length < MAX_DETAILS && !summary.details.includes(detail)) summary.details.push(detail);
    }
  }
  return [...byType.values()];
}
