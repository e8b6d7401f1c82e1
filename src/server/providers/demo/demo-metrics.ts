// Plausible, deterministic metrics for any keyword in the demo provider. Values depend only on the
// keyword text, location and language, so the same keyword looks the same on every screen.

import type { CompetitionLevel, KeywordMetrics, MonthlySearch, SearchIntent } from '../types.js';
import { demoProfile } from './profile.js';
import { intentFromWords } from './phrases/index.js';
import { between, randomFor } from './seeded-random.js';
import { withDemoHistory } from './demo-history.js';
import { demoSerpFeatures } from './demo-sites.js';

export const DEMO_SOURCE = demoProfile.keywordMetricsSource;

// Google Ads reports volumes in these buckets; snapping makes demo numbers look familiar.
const VOLUME_BUCKETS = [
  0, 10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900, 2400, 2900,
  3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500, 60500, 74000, 90500, 110000,
  135000, 165000, 201000, 246000, 301000, 368000, 450000, 550000, 673000, 823000, 1000000, 1220000, 1500000,
];

// Relative market size, so switching the location changes volumes the way it would for real.
const LOCATION_SCALE: Record<number, number> = {
  2840: 1, 2826: 0.22, 2124: 0.12, 2036: 0.08, 2276: 0.15, 2250: 0.12, 2724: 0.1, 2380: 0.08, 2392: 0.1, 2156: 0.04,
};

/** Intent from the words a pattern put in the keyword (in its language); plain terms get a seeded guess. */
export function inferIntent(keyword: string, random: () => number, languageCode = 'en'): SearchIntent {
  const shown = intentFromWords(keyword, languageCode);
  if (shown) return shown;
  const r = random();
  // A bare one-word term is often a brand ("nike"): the only case we call navigational by chance.
  if (!keyword.includes(' ')) return r < 0.25 ? 'navigational' : r < 0.65 ? 'informational' : 'commercial';
  return r < 0.6 ? 'informational' : r < 0.9 ? 'commercial' : 'transactional';
}

export function snapVolume(value: number): number {
  let best = 0;
  for (const bucket of VOLUME_BUCKETS) {
    if (Math.abs(bucket - value) < Math.abs(best - value)) best = bucket;
  }
  return best;
}

function twoSignificant(value: number): number {
  if (value < 1) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

function competitionLevel(value: number): CompetitionLevel {
  return value < 0.34 ? 'LOW' : value < 0.67 ? 'MEDIUM' : 'HIGH';
}

const INTENT_MONEY: Record<SearchIntent, { cpc: [number, number]; competition: [number, number] }> = {
  transactional: { cpc: [1.5, 8], competition: [0.55, 1] },
  commercial: { cpc: [0.8, 6], competition: [0.35, 0.95] },
  informational: { cpc: [0.1, 2], competition: [0.02, 0.5] },
  navigational: { cpc: [0.2, 3], competition: [0.05, 0.4] },
};

/** Twelve months ending with the last complete month before `now`, oldest first, averaging `volume`. */
function monthlySearches(volume: number, random: () => number, now: Date): MonthlySearch[] {
  const amplitude = between(random, 0.08, 0.45);
  const peakMonth = Math.floor(between(random, 0, 12));
  const trend = between(random, -0.15, 0.25);
  const months: MonthlySearch[] = [];
  for (let i = 0; i < 12; i += 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + i, 1));
    const month = date.getUTCMonth() + 1;
    const season = 1 + amplitude * Math.cos((2 * Math.PI * (month - 1 - peakMonth)) / 12);
    const drift = 1 + (trend * (i - 5.5)) / 11;
    // Two significant figures rather than Ads buckets, so the seasonal curve stays visible.
    months.push({ year: date.getUTCFullYear(), month, searchVolume: twoSignificant(volume * season * drift) });
  }
  return months;
}

export interface DemoMetricsContext {
  locationCode: number;
  languageCode: string;
  now: Date;
}

/**
 * Monthly volume alone, from its own seeded stream: cheap enough to rank thousands of candidates
 * before building full metrics for the ones shown.
 */
export function demoSearchVolume(keyword: string, ctx: DemoMetricsContext): number {
  const random = randomFor('volume', keyword, ctx.locationCode, ctx.languageCode);
  const words = keyword.split(' ').length;
  // Long tail: every extra word divides the typical volume by roughly 5-8.
  const meanLog = [4.6, 3.6, 2.8, 2.2, 1.7][words - 1] ?? 1.3;
  const boost = /\bnear me\b|\bfree\b|\bhow to\b/.test(keyword) ? 0.3 : /\bvs\b/.test(keyword) ? -0.3 : 0;
  const noise = between(random, -0.35, 0.35) + between(random, -0.15, 0.15);
  const scale = LOCATION_SCALE[ctx.locationCode] ?? 0.05;
  if (words >= 4 && random() < 0.08) return 0;
  return snapVolume(10 ** (meanLog + boost + noise) * scale);
}

export function createDemoMetrics(keyword: string, ctx: DemoMetricsContext, volume?: number): KeywordMetrics {
  const searchVolume = volume ?? demoSearchVolume(keyword, ctx);
  const random = randomFor(keyword, ctx.locationCode, ctx.languageCode);
  const intent = inferIntent(keyword, random, ctx.languageCode);
  const money = INTENT_MONEY[intent];
  const competition = Math.round(between(random, ...money.competition) * 100) / 100;
  const cpc = searchVolume === 0 ? null : Math.round(between(random, ...money.cpc) * (0.6 + competition * 0.6) * 100) / 100;
  const difficulty = Math.round(Math.min(100, Math.max(0, 10 + 13 * (Math.log10(searchVolume + 1) - 1) + between(random, -15, 15))));

  return {
    keyword,
    searchVolume,
    cpc,
    competition,
    competitionLevel: competitionLevel(competition),
    difficulty,
    intent,
    monthlySearches: withDemoHistory(keyword, ctx.locationCode, ctx.languageCode, monthlySearches(searchVolume, random, ctx.now)),
    source: DEMO_SOURCE,
    fetchedAt: ctx.now.toISOString(),
    metricsUpdatedAt: null,
    serpFeatures: demoSerpFeatures(keyword),
  };
}
