// Keyword idea candidates for the demo provider, built from the modifier, question and comparison
// patterns real keyword tools surface. Candidates come in tiers, shortest (most searched) first.

const PREFIXES = ['best', 'free', 'top', 'cheap', 'online', 'easy', 'professional', 'affordable', 'simple', 'advanced', 'local', 'custom'];

// Nouns combine with prefixes and audience qualifiers ("best X tools for students").
const NOUN_SUFFIXES = [
  'tools', 'software', 'services', 'app', 'course', 'agency', 'company', 'template', 'checklist', 'guide', 'tips',
  'ideas', 'examples', 'strategy', 'training', 'certification', 'jobs', 'platform',
];
// Trailers read naturally only at the end and alone or after a prefix ("free X near me").
const TRAILING_SUFFIXES = ['near me', 'price', 'cost', 'reviews', 'for beginners', 'for small business', 'tutorial', 'pdf', 'online'];
const STANDALONE_SUFFIXES = ['meaning', 'definition', 'alternatives', 'competitors', 'comparison', 'login', 'reddit'];

const QUESTIONS = [
  'how to {x}', 'what is {x}', 'why {x}', 'how does {x} work', 'is {x} worth it', 'how much does {x} cost',
  'what are the best {x}', 'when to use {x}', 'where to find {x}', 'how to learn {x}', 'how to choose {x}',
  'who needs {x}', 'what is the best {x}', 'how to get started with {x}', 'can you do {x} yourself',
];
const BUY_PATTERNS = ['buy {x}', '{x} deals', '{x} discount', '{x} coupon', '{x} subscription'];
const COMPARISONS = ['{x} vs diy', '{x} vs agency', '{x} vs in-house', '{x} vs ai', '{x} free vs paid', '{x} or consultant'];
const QUALIFIERS = [
  'for students', 'for agencies', 'for startups', 'for ecommerce', 'for freelancers', 'for teams', 'for mac',
  'for windows', 'step by step', 'without experience', 'uk', 'usa',
];

function fill(pattern: string, seed: string): string {
  return pattern.replace('{x}', seed);
}

/** Drops modifiers whose words the seed already has ("best best seo tools"). */
function fresh(list: readonly string[], seedWords: ReadonlySet<string>): string[] {
  return list.filter((m) => !m.split(' ').some((w) => seedWords.has(w)));
}

/** Every demo idea for a seed, in tier order, without duplicates or the seed itself. */
export function buildIdeaCandidates(seed: string): string[] {
  const seedWords = new Set(seed.split(' '));
  const prefixes = fresh(PREFIXES, seedWords);
  const nouns = fresh(NOUN_SUFFIXES, seedWords);
  const trailers = fresh(TRAILING_SUFFIXES, seedWords);
  const standalone = fresh(STANDALONE_SUFFIXES, seedWords);
  const qualifiers = fresh(QUALIFIERS, seedWords);

  const out = new Set<string>();
  const add = (keyword: string): void => {
    if (keyword !== seed) out.add(keyword);
  };

  // Tier 1: one modifier.
  for (const s of [...nouns, ...trailers, ...standalone]) add(`${seed} ${s}`);
  for (const p of prefixes) add(`${p} ${seed}`);
  for (const q of [...QUESTIONS, ...BUY_PATTERNS, ...COMPARISONS]) add(fill(q, seed));
  // Tier 2: prefix + suffix, and noun + qualifier.
  for (const p of prefixes) for (const s of [...nouns, ...trailers]) add(`${p} ${seed} ${s}`);
  for (const s of nouns) for (const q of qualifiers) add(`${seed} ${s} ${q}`);
  // Tier 3: prefix + noun + qualifier: the long tail.
  for (const p of prefixes) for (const s of nouns) for (const q of qualifiers) add(`${p} ${seed} ${s} ${q}`);
  return [...out];
}
