// Demo answers of the idea questions (decision 061): phrase-match and question suggestions drawn
// from the demo's own idea candidates, an autocomplete list as a search box would show it, and the
// keywords a SERP's top pages rank for. Deterministic per question, labelled demo like every demo row.
import { normalizeKeyword } from '../../../shared/keyword-text.js';
import { isQuestion } from '../../../shared/ideas/idea-tabs.js';
import type { AutocompleteSuggestions, KeywordSuggestionsPage, KeywordSuggestionsQuery, PageKeyword, PagesKeywordsPage, PagesKeywordsQuery } from '../idea-types.js';
import { buildIdeaCandidates } from './demo-ideas.js';
import { createDemoMetrics, demoSearchVolume, type DemoMetricsContext } from './demo-metrics.js';
import { between, randomFor } from './seeded-random.js';

const MAX_LIMIT = 1000;
const AUTOCOMPLETE_SIZE = 10;

// Question forms the demo adds when its candidates hold few questions (English searches).
const QUESTION_TEMPLATES = [
  'what is the best {x}',
  'how to choose {x}',
  'are {x} worth it',
  'why are {x} so expensive',
  'where to buy {x}',
  'how much do {x} cost',
  'which {x} should i buy',
  'what {x} do i need',
  'how often should you replace {x}',
  'can you wash {x}',
  'do {x} make a difference',
  'when to replace {x}',
  'who makes the best {x}',
  'is it worth buying {x} online',
];

interface Ranked {
  keyword: string;
  volume: number;
}

const byVolumeDesc = (a: Ranked, b: Ranked): number => b.volume - a.volume || (a.keyword < b.keyword ? -1 : a.keyword > b.keyword ? 1 : 0);

function ranked(keywords: Iterable<string>, ctx: DemoMetricsContext): Ranked[] {
  return [...new Set(keywords)].map((keyword) => ({ keyword, volume: demoSearchVolume(keyword, ctx) })).sort(byVolumeDesc);
}

export function demoKeywordSuggestions(q: KeywordSuggestionsQuery, ctx: DemoMetricsContext): KeywordSuggestionsPage {
  const seed = normalizeKeyword(q.keyword);
  const candidates = buildIdeaCandidates(seed, q.languageCode, ctx.now.getUTCFullYear());
  const pool = q.questionsOnly ? [...candidates.filter(isQuestion), ...QUESTION_TEMPLATES.map((t) => t.replace('{x}', seed))] : candidates;
  const rows = ranked(pool, ctx).filter((r) => r.keyword !== seed);
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.round(q.limit)));
  return { items: rows.slice(0, limit).map((r) => createDemoMetrics(r.keyword, ctx, r.volume)), totalCount: rows.length };
}

/** What a search box shows while the seed is typed: completions that start with it, most searched first. */
export function demoAutocomplete(keyword: string, ctx: DemoMetricsContext): AutocompleteSuggestions {
  const seed = normalizeKeyword(keyword);
  const candidates = buildIdeaCandidates(seed, ctx.languageCode, ctx.now.getUTCFullYear()).filter((k) => k.startsWith(`${seed} `));
  const top = ranked(candidates, ctx).slice(0, AUTOCOMPLETE_SIZE);
  return {
    keyword: seed,
    checkUrl: null,
    suggestions: [seed, ...top.map((r) => r.keyword)].map((suggestion, i) => ({
      suggestion,
      position: i + 1,
      relevance: 1300 - i * 50,
      suggestionType: 'QUERY',
      searchQueryUrl: null,
      thumbnailUrl: null,
      highlighted: [],
    })),
  };
}

/**
 * The keywords the pages rank for: the seed's own ideas and those of each of its words (a page about
 * "trail running shoes" also ranks for "running shoes" searches), each with how many of the pages
 * rank and the best place they hold.
 */
export function demoPagesKeywords(q: PagesKeywordsQuery, ctx: DemoMetricsContext): PagesKeywordsPage {
  const seed = normalizeKeyword(q.keyword);
  const year = ctx.now.getUTCFullYear();
  const words = seed.split(' ').filter((w) => w.length > 3);
  const heads = words.length > 1 ? words.map((_, i) => words.filter((__, j) => j !== i).join(' ')) : [];
  const pool = [seed, ...buildIdeaCandidates(seed, q.languageCode, year).slice(0, 200), ...heads.flatMap((h) => [h, ...buildIdeaCandidates(h, q.languageCode, year).slice(0, 100)])];
  const rows = ranked(pool, ctx);
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.round(q.limit)));
  const pages = q.pages.length;
  const keywords = rows.slice(0, limit).map((r): PageKeyword => {
    const random = randomFor('pages-keywords', q.pages.join(' '), r.keyword);
    const pagesRanking = r.keyword === seed ? pages : Math.max(1, Math.min(pages, Math.round(between(random, 1, Math.max(1, pages)))));
    return { metrics: createDemoMetrics(r.keyword, ctx, r.volume), pagesRanking, bestPosition: r.keyword === seed ? 1 : Math.round(between(random, 1, 30)) };
  });
  return { pages: q.pages, keywords, totalCount: rows.length };
}
