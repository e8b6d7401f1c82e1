// Topic clustering of 5,000 and 50,000 keywords with the shared rule and the
// English stemmer the server uses (clusterKeywords + stemmerFor('en')); the issue asks under 1 s
// for 5,000. Keywords are drawn from a vocabulary of 400 modifiers around one seed, so the sets
// look like a research's: many share the seed's words, fewer share a topic.
import { clusterKeywords } from '../src/shared/analysis/topic-clusters.js';
import { stemmerFor } from '../src/server/features/research-results/stemmers.js';
import { ms, time } from './bench-utils.js';

function makeKeywords(count: number, seed = 17) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const modifiers = Array.from({ length: 400 }, (_, i) => `mod${i.toString(36)}${i % 7 === 0 ? 'ing' : i % 5 === 0 ? 's' : ''}`);
  const pick = () => modifiers[Math.floor(random() * random() * modifiers.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const words = ['running', 'shoes'];
    const extra = 1 + Math.floor(random() * 3);
    for (let w = 0; w < extra; w++) words.splice(Math.floor(random() * (words.length + 1)), 0, pick());
    return { keyword: `${words.join(' ')} ${i % 11 === 0 ? 'for women' : ''}`.trim(), searchVolume: Math.floor(random() ** 3 * 100_000) };
  });
}

const stem = stemmerFor('en');
console.log('topic clustering (median / p95)');
for (const [count, runs] of [
  [5_000, 15],
  [50_000, 5],
] as const) {
  const rows = makeKeywords(count);
  let clusters = 0;
  const timing = time(
    () => {
      clusters = new Set(clusterKeywords(rows, stem, 'en')).size;
    },
    { warmup: 2, runs },
  );
  console.log(`  ${count.toLocaleString('en-US').padStart(6)} keywords ${ms(timing.medianMs).padStart(12)}  p95 ${ms(timing.p95Ms).padStart(12)}  (${clusters} clusters)`);
}
