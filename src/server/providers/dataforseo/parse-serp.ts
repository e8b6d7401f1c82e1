// Reads a serp/google/organic/live/advanced result (reference §4) into a SerpSnapshot.
// Organic rank is `rank_group` of `type === 'organic'` items; `position` is only "left"/"right".

import { z } from 'zod';
import type { SerpFeature, SerpLink, SerpOrganicResult, SerpSnapshot } from '../types.js';
import { finiteOrNull, lenientArray, lenientBoolean, lenientNumber, lenientString, lenientStringArray } from './lenient.js';

const ORGANIC_LIMIT = 10;

const serpResultSchema = z.object({
  keyword: lenientString,
  check_url: lenientString,
  se_results_count: lenientNumber,
  item_types: lenientStringArray,
  spell: z.object({ keyword: z.string(), type: z.string() }).nullish().catch(null),
  items: lenientArray,
});

const baseItemSchema = z.object({ type: z.string(), rank_group: lenientNumber, rank_absolute: lenientNumber });

// One permissive shape covers every element type: each reader below picks the fields its type uses.
const elementSchema = z.object({
  title: lenientString,
  featured_title: lenientString,
  sub_title: lenientString,
  description: lenientString,
  url: lenientString,
  domain: lenientString,
  breadcrumb: lenientString,
  phone: lenientString,
  is_paid: lenientBoolean,
  rating: z.object({ value: lenientNumber, votes_count: lenientNumber }).nullish().catch(null),
  text: z.union([z.string(), z.array(z.unknown())]).nullish().catch(null),
  markdown: lenientString,
  items: lenientArray,
  references: lenientArray,
});

type Element = z.infer<typeof elementSchema>;

const subElementSchema = z.object({
  type: lenientString,
  title: lenientString,
  alt: lenientString,
  url: lenientString,
  domain: lenientString,
  source: lenientString,
  text: lenientString,
  description: lenientString,
  markdown: lenientString,
  timestamp: lenientString,
  expanded_element: lenientArray,
  references: lenientArray,
});

type SubElement = z.infer<typeof subElementSchema>;

function subElements(list: unknown[] | null | undefined): SubElement[] {
  const out: SubElement[] = [];
  for (const raw of list ?? []) {
    const parsed = subElementSchema.safeParse(raw);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

function domainOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

function link(e: { title?: string | null; url?: string | null; domain?: string | null }): SerpLink {
  return { title: e.title ?? null, url: e.url ?? null, domain: e.domain ?? domainOf(e.url) };
}

function textOf(text: Element['text']): string[] {
  if (typeof text === 'string') return [text];
  return (text ?? []).filter((t): t is string => typeof t === 'string');
}

function summarise(type: string, rankAbsolute: number | null, e: Element): SerpFeature {
  switch (type) {
    case 'featured_snippet':
      return { type, rankAbsolute, title: e.featured_title ?? e.title, description: e.description, url: e.url, domain: e.domain ?? domainOf(e.url) };
    case 'people_also_ask':
      return {
        type,
        rankAbsolute,
        questions: subElements(e.items)
          .filter((q) => q.title)
          .map((q) => {
            const answer = subElements(q.expanded_element)[0];
            return {
              question: q.title ?? '',
              answer: answer?.description ?? answer?.text ?? null,
              ...link(answer ?? {}),
            };
          }),
      };
    case 'ai_overview': {
      const parts = subElements(e.items);
      const text = e.markdown ?? (parts.map((p) => p.text ?? p.markdown).filter(Boolean).join('\n\n') || null);
      const references = subElements(e.references ?? parts.flatMap((p) => p.references ?? [])).map(link);
      return { type, rankAbsolute, text, references };
    }
    case 'local_pack':
      return {
        type,
        rankAbsolute,
        title: e.title,
        description: e.description,
        domain: e.domain,
        url: e.url,
        phone: e.phone,
        rating: finiteOrNull(e.rating?.value),
        ratingVotes: finiteOrNull(e.rating?.votes_count),
        isPaid: e.is_paid === true,
      };
    case 'related_searches':
      return { type, rankAbsolute, queries: (e.items ?? []).filter((q): q is string => typeof q === 'string') };
    case 'paid':
      return { type, rankAbsolute, title: e.title, description: e.description, url: e.url, domain: e.domain ?? domainOf(e.url) };
    case 'video':
      return { type, rankAbsolute, items: subElements(e.items).map((v) => ({ title: v.title, url: v.url, source: v.source })) };
    case 'images':
      return { type, rankAbsolute, title: e.title, items: subElements(e.items).map((i) => ({ alt: i.alt, url: i.url })) };
    case 'top_stories':
      return { type, rankAbsolute, items: subElements(e.items).map((s) => ({ ...link(s), source: s.source, timestamp: s.timestamp })) };
    case 'knowledge_graph':
      return { type, rankAbsolute, title: e.title, subtitle: e.sub_title, description: e.description, url: e.url };
    case 'answer_box':
      return { type, rankAbsolute, text: textOf(e.text), url: e.url, domain: e.domain ?? domainOf(e.url) };
    default: {
      const other: SerpFeature = { type: 'other', itemType: type, rankAbsolute };
      if (e.title) other.title = e.title;
      return other;
    }
  }
}

interface RankedOrganic extends SerpOrganicResult {
  rankAbsolute: number;
}

export function parseSerpResult(result: unknown[], requestedKeyword: string, fetchedAt: string): SerpSnapshot {
  const parsed = serpResultSchema.safeParse(result[0] ?? {});
  const data = parsed.success ? parsed.data : null;
  const organic: RankedOrganic[] = [];
  const features: SerpFeature[] = [];

  // Organic items seen so far: without a rank_group, an organic result's rank is its place among
  // the organic items of the page (ads, snippets and other elements do not count), as rank_group is.
  let organicSeen = 0;
  (data?.items ?? []).forEach((raw, index) => {
    const base = baseItemSchema.safeParse(raw);
    const element = elementSchema.safeParse(raw);
    if (!base.success || !element.success) return;
    const rankAbsolute = finiteOrNull(base.data.rank_absolute);
    const e = element.data;
    if (base.data.type !== 'organic') {
      features.push(summarise(base.data.type, rankAbsolute, e));
      return;
    }
    organicSeen += 1;
    if (!e.url) return; // an organic result we cannot link to is useless to the user
    organic.push({
      position: finiteOrNull(base.data.rank_group) ?? organicSeen,
      rankAbsolute: rankAbsolute ?? index + 1,
      domain: e.domain ?? domainOf(e.url) ?? '',
      url: e.url,
      title: e.title ?? '',
      description: e.description ?? '',
      breadcrumb: e.breadcrumb && e.breadcrumb.trim() ? e.breadcrumb : null,
    });
  });

  organic.sort((a, b) => a.position - b.position || a.rankAbsolute - b.rankAbsolute);
  // Features stay in the API's item order (page order); right-column items have their own rank_absolute
  // sequence, so sorting by it would interleave the columns.

  return {
    keyword: data?.keyword ?? requestedKeyword,
    checkUrl: data?.check_url ?? null,
    seResultsCount: finiteOrNull(data?.se_results_count),
    itemTypes: data?.item_types ?? [],
    organic: organic.slice(0, ORGANIC_LIMIT).map(({ rankAbsolute: _rank, ...rest }) => rest),
    features,
    // The page as the provider returned it, every element type included, so a stored analysis can
    // be reopened in full; the summaries above are what the screen shows.
    rawItems: data?.items ?? [],
    spell: data?.spell ?? null,
    fetchedAt,
  };
}
