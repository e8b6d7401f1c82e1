// Small helpers shared by the benchmark files: deterministic data and median timing.
import { performance } from 'node:perf_hooks';
import type { KeywordMetrics } from '../src/server/providers/types.js';
// A repeatable pseudo-random sequence (the demo provider's mulberry32), so every run measures the same rows.
import { createRandom } from '../src/server/providers/demo/seeded-random.js';

const WORDS = ['running', 'shoes', 'best', 'cheap', 'trail', 'women', 'men', 'review', 'sale', 'nike', 'adidas', 'near me', 'how to', 'vs', 'wide', 'waterproof', 'kids', 'marathon', 'guide', 'price'];
const INTENTS = ['informational', 'commercial', 'transactional', 'navigational', null] as const;

export interface BenchRow {
  keyword: string;
  searchVolume: number | null;
  cpc: number | null;
  difficulty: number | null;
  intent: string | null;
  isSeedKeyword: boolean;
}

export function makeRows(count: number, seed = 42): BenchRow[] {
  const random = createRandom(seed);
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    keyword: i === 0 ? 'running shoes' : `${pick()} ${pick()} ${pick()} ${i}`,
    searchVolume: random() < 0.05 ? null : Math.floor(random() ** 3 * 100_000),
    cpc: random() < 0.08 ? null : Math.round(random() * 800) / 100,
    difficulty: random() < 0.06 ? null : Math.floor(random() * 101),
    intent: INTENTS[Math.floor(random() * INTENTS.length)] ?? null,
    isSeedKeyword: i === 0,
  }));
}

export interface Timing {
  medianMs: number;
  p95Ms: number;
  runs: number;
}

export function time(run: () => unknown, { warmup = 10, runs = 60 } = {}): Timing {
  for (let i = 0; i < warmup; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { medianMs: at(0.5), p95Ms: at(0.95), runs };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/** A bench row as the provider's metrics (12 months of made-up searches), to store as a research. */
export function toMetrics(row: ReturnType<typeof makeRows>[number], index: number): KeywordMetrics {
  const now = new Date().toISOString();
  return {
    keyword: row.keyword,
    searchVolume: row.searchVolume,
    cpc: row.cpc,
    competition: null,
    competitionLevel: null,
    difficulty: row.difficulty,
    intent: row.intent as KeywordMetrics['intent'],
    monthlySearches: Array.from({ length: 12 }, (_, m) => ({ year: 2026, month: m + 1, searchVolume: row.searchVolume === null ? null : Math.round(row.searchVolume * (0.7 + ((index + m) % 7) / 10)) })),
    source: 'demo',
    fetchedAt: now,
    metricsUpdatedAt: null,
  };
}

/** Row `i` of the rows benches' research: a few keyword shapes, some metrics missing, no months. */
export function rowsBenchMetrics(i: number): KeywordMetrics {
  return {
    keyword: `running shoes ${['trail', 'women', 'men', 'cheap', 'best'][i % 5]} ${i}`,
    searchVolume: i % 9 === 0 ? null : (i * 7919) % 100_000,
    cpc: i % 7 === 0 ? null : ((i * 31) % 1000) / 100,
    competition: null,
    competitionLevel: null,
    difficulty: i % 11 === 0 ? null : (i * 13) % 100,
    intent: null,
    monthlySearches: [],
    source: 'demo',
    fetchedAt: '2026-11-25T07:00:00.000Z',
    metricsUpdatedAt: null,
  };
}
