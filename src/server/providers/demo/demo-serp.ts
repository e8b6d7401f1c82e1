// A plausible demo SERP: 10 organic results on reserved example domains (RFC 2606/6761),
// so nobody mistakes demo data for a real site's ranking, plus a few typical SERP features, with
// titles, snippets and questions in the research language.

import type { SerpFeature, SerpOrganicResult, SerpSnapshot } from '../types.js';
import { serpTextFor } from './demo-serp-texts.js';
import { isQuestion, phrasesFor } from './phrases/index.js';
import { between, randomFor, shuffled } from './seeded-random.js';

interface OrganicTemplate {
  host: string;
  path: (slug: string) => string;
}

// Hosts and paths; each one's title and snippet in the research language are in demo-serp-texts.ts.
const ORGANIC_TEMPLATES: OrganicTemplate[] = [
  { host: 'www.example.com', path: (s) => `/${s}` },
  { host: 'www.example.org', path: (s) => `/blog/best-${s}` },
  { host: 'encyclopedia.example', path: (s) => `/wiki/${s}` },
  { host: 'forum.example.net', path: (s) => `/t/${s}-recommendations` },
  { host: 'reviews.example', path: (s) => `/category/${s}` },
  { host: 'shop.example.com', path: (s) => `/${s}` },
  { host: 'video.example', path: (s) => `/watch/${s}-tutorial` },
  { host: 'news.example.org', path: (s) => `/articles/${s}-trends` },
  { host: 'academy.example', path: (s) => `/courses/${s}` },
  { host: 'docs.example.net', path: (s) => `/guides/${s}-checklist` },
  { host: 'startup.example', path: (s) => `/resources/${s}` },
];

function titleCase(keyword: string): string {
  return keyword.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function breadcrumbOf(url: URL): string {
  return [url.origin, ...url.pathname.split('/').filter(Boolean)].join(' › ');
}

export interface DemoSerpContext {
  locationCode: number;
  languageCode: string;
  now: Date;
  searchVolume: number;
  relatedSearches: string[];
}

export function createDemoSerp(keyword: string, ctx: DemoSerpContext): SerpSnapshot {
  const random = randomFor('serp', keyword, ctx.locationCode, ctx.languageCode);
  const slug = keyword.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'keyword';
  const name = titleCase(keyword);
  const organic: SerpOrganicResult[] = shuffled(random, ORGANIC_TEMPLATES.map((template, index) => ({ template, index })))
    .slice(0, 10)
    .map(({ template: t, index }, i) => {
      const url = new URL(`https://${t.host}${t.path(slug)}`);
      const text = serpTextFor(ctx.languageCode, index, keyword, name);
      return {
        position: i + 1,
        domain: t.host,
        url: url.toString(),
        title: text.title,
        description: text.description,
        // Real SERPs omit the breadcrumb for some results; keep that case visible in the demo.
        breadcrumb: random() < 0.2 ? null : breadcrumbOf(url),
      };
    });

  const first = organic[0];
  const features: SerpFeature[] = [];
  if ((isQuestion(keyword, ctx.languageCode) || random() < 0.5) && first) {
    features.push({ type: 'featured_snippet', rankAbsolute: 1, title: first.title, description: first.description, url: first.url, domain: first.domain });
  }
  // People also ask, in the research language.
  const questions = phrasesFor(ctx.languageCode).serpQuestions.map((q) => q.replace('{x}', keyword));
  features.push({
    type: 'people_also_ask',
    rankAbsolute: features.length + 2,
    questions: questions.map((question, i) => {
      const source = organic[(i + 2) % organic.length];
      return { question, answer: source?.description ?? null, title: source?.title ?? null, url: source?.url ?? null, domain: source?.domain ?? null };
    }),
  });
  const related: SerpFeature = { type: 'related_searches', rankAbsolute: organic.length + features.length + 1, queries: ctx.relatedSearches.slice(0, 8) };
  // The demo's own page in order (snippet and questions above the organic results, related
  // searches below), stored with the analysis like a real provider's items.
  const rawItems = [...features, ...organic.map((result) => ({ type: 'organic', ...result })), related];
  features.push(related);

  return {
    keyword,
    checkUrl: null, // demo data: there is no real results page to link to
    seResultsCount: Math.round(Math.max(1, ctx.searchVolume) * between(random, 800, 6000)),
    itemTypes: ['organic', ...features.map((f) => f.type)],
    organic,
    features,
    rawItems,
    spell: null,
    fetchedAt: ctx.now.toISOString(),
  };
}
