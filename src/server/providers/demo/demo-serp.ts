// A plausible demo SERP: 10 organic results on reserved example domains (RFC 2606/6761),
// so nobody mistakes demo data for a real site's ranking, plus a few typical SERP features.

import type { SerpFeature, SerpOrganicResult, SerpSnapshot } from '../types.js';
import { between, randomFor, shuffled } from './seeded-random.js';

interface OrganicTemplate {
  host: string;
  path: (slug: string) => string;
  title: (name: string) => string;
  description: (kw: string) => string;
}

const ORGANIC_TEMPLATES: OrganicTemplate[] = [
  { host: 'www.example.com', path: (s) => `/${s}`, title: (n) => `${n}: The Complete Guide`, description: (k) => `Everything you need to know about ${k}: what it is, how it works and how to get started, with practical examples.` },
  { host: 'www.example.org', path: (s) => `/blog/best-${s}`, title: (n) => `12 Best ${n} Options, Compared`, description: (k) => `We compared the most popular ${k} options on price, features and ease of use. Here is what we found.` },
  { host: 'encyclopedia.example', path: (s) => `/wiki/${s}`, title: (n) => `${n} - Encyclopedia Example`, description: (k) => `${k} refers to a set of practices and products. This article covers its history, main types and common uses.` },
  { host: 'forum.example.net', path: (s) => `/t/${s}-recommendations`, title: (n) => `What ${n} do you recommend? : Example Forum`, description: (k) => `I have been looking into ${k} for a few weeks. Which one would you pick and why? Replies from the community.` },
  { host: 'reviews.example', path: (s) => `/category/${s}`, title: (n) => `${n} Reviews and Ratings`, description: (k) => `Read verified user reviews of ${k}. Compare ratings, pricing and alternatives side by side.` },
  { host: 'shop.example.com', path: (s) => `/${s}`, title: (n) => `${n} | Shop Example`, description: (k) => `Browse our range of ${k}. Free shipping on orders over $50 and 30-day returns.` },
  { host: 'video.example', path: (s) => `/watch/${s}-tutorial`, title: (n) => `${n} Tutorial for Beginners (Step by Step)`, description: (k) => `In this video we walk through ${k} from scratch. Chapters: basics, setup, common mistakes, next steps.` },
  { host: 'news.example.org', path: (s) => `/articles/${s}-trends`, title: (n) => `${n} Trends to Watch This Year`, description: (k) => `Experts share how ${k} is changing and what it means for businesses and consumers.` },
  { host: 'academy.example', path: (s) => `/courses/${s}`, title: (n) => `Learn ${n} - Free Online Course`, description: (k) => `A free, self-paced course on ${k}. Earn a certificate of completion in about 4 hours.` },
  { host: 'docs.example.net', path: (s) => `/guides/${s}-checklist`, title: (n) => `${n} Checklist (Free Template)`, description: (k) => `Use this ${k} checklist to make sure you have covered the essentials. Download the free template.` },
  { host: 'startup.example', path: (s) => `/resources/${s}`, title: (n) => `${n} for Small Businesses`, description: (k) => `How small teams use ${k} on a budget, with tools, costs and a 30-day plan.` },
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
  const organic: SerpOrganicResult[] = shuffled(random, ORGANIC_TEMPLATES)
    .slice(0, 10)
    .map((t, i) => {
      const url = new URL(`https://${t.host}${t.path(slug)}`);
      return {
        position: i + 1,
        domain: t.host,
        url: url.toString(),
        title: t.title(name),
        description: t.description(keyword),
        // Real SERPs omit the breadcrumb for some results; keep that case visible in the demo.
        breadcrumb: random() < 0.2 ? null : breadcrumbOf(url),
      };
    });

  const first = organic[0];
  const features: SerpFeature[] = [];
  const isQuestion = /^(how|what|why|when|where|who|is|can)\b/.test(keyword);
  if ((isQuestion || random() < 0.5) && first) {
    features.push({ type: 'featured_snippet', rankAbsolute: 1, title: first.title, description: first.description, url: first.url, domain: first.domain });
  }
  const questions = [`What is ${keyword}?`, `How does ${keyword} work?`, `Is ${keyword} worth it?`, `How much does ${keyword} cost?`];
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
