// Property tests of the demo provider's phrase building in every language: deterministic, only the
// language's own words around the seed, no duplicates, the limit respected, a full related tree.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/constants/languages';
import { buildIdeaCandidates } from '../demo-ideas';
import { DemoProvider } from '../demo-provider';
import { buildRelatedTree, countRelated } from '../demo-related';
import { phrasesFor } from './index';

const YEAR = 2026;
const now = (): Date => new Date(`${YEAR}-06-15T08:00:00.000Z`);
const codes = LANGUAGES.map((l) => l.code);

// A goods seed and a services seed per language, as a searcher of that market types them.
const SEEDS: Record<string, [string, string]> = {
  en: ['running shoes', 'seo tools'],
  de: ['laufschuhe', 'seo agentur'],
  es: ['zapatillas running', 'herramientas seo'],
  fr: ['chaussures de running', 'outils seo'],
  it: ['scarpe da corsa', 'strumenti seo'],
  pt: ['tênis de corrida', 'ferramentas seo'],
  ru: ['кроссовки', 'seo сервисы'],
  ja: ['ランニングシューズ', 'seo ツール'],
  ko: ['러닝화', 'seo 툴'],
  zh: ['跑步鞋', 'seo 工具'],
};

/** Every word the language's patterns may put around a seed. */
function vocabulary(code: string): Set<string> {
  const p = phrasesFor(code);
  const sets = [p.common, p.goods, p.services];
  const texts = sets.flatMap((s) => [...s.before, ...s.after, ...s.qualifiers, ...s.patterns]);
  return new Set(texts.flatMap((t) => t.replaceAll('{year}', String(YEAR)).replace('{x}', ' ').split(' ')).filter((w) => w !== ''));
}

const seedArbitrary = fc.constantFrom(...codes).chain((code) =>
  fc.tuple(fc.constant(code), fc.constantFrom(...(SEEDS[code] ?? ['x']))),
);

describe('demo phrase patterns', () => {
  it('are deterministic, unique, never the seed, and built from the language\'s own words', () => {
    fc.assert(
      fc.property(seedArbitrary, ([code, seed]) => {
        const ideas = buildIdeaCandidates(seed, code, YEAR);
        expect(buildIdeaCandidates(seed, code, YEAR)).toEqual(ideas);
        expect(new Set(ideas).size).toBe(ideas.length);
        expect(ideas).not.toContain(seed);
        expect(ideas.length).toBeGreaterThan(300);
        const words = vocabulary(code);
        for (const idea of ideas) {
          expect(idea.includes(seed), idea).toBe(true);
          const around = idea.replace(seed, ' ').split(' ').filter((w) => w !== '');
          for (const w of around) expect(words.has(w), `${code}: "${w}" in "${idea}"`).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keep English modifiers out of other languages, and each language has its own', () => {
    const english = vocabulary('en');
    for (const code of codes.filter((c) => c !== 'en')) {
      const own = [...vocabulary(code)].filter((w) => !/^\d+$/.test(w));
      const shared = own.filter((w) => english.has(w));
      // Loanwords real searches keep (online, test, top, outlet, app, login, vs, black friday, seo…) only.
      expect(shared.length, `${code}: ${shared.join(', ')}`).toBeLessThanOrEqual(12);
    }
  });

  it('gives goods seeds no software words and services seeds no audience words', () => {
    expect(buildIdeaCandidates('running shoes', 'en', YEAR).some((k) => /\b(login|software|free trial)\b/.test(k))).toBe(false);
    expect(buildIdeaCandidates('seo tools', 'en', YEAR).some((k) => /\b(women|men|kids|outlet)\b/.test(k))).toBe(false);
    expect(buildIdeaCandidates('laufschuhe', 'de', YEAR)).toEqual(expect.arrayContaining(['laufschuhe damen', 'laufschuhe test', 'laufschuhe 2026']));
  });

  it('respect the research limit in every language', async () => {
    const demo = new DemoProvider({ now });
    await fc.assert(
      fc.asyncProperty(seedArbitrary, fc.constantFrom(50, 100, 250, 500, 1000), async ([code, seed], limit) => {
        const { data } = await demo.findKeywordIdeas({ keyword: seed, languageCode: code, locationCode: 2840, limit });
        expect(data.ideas.length).toBe(Math.min(limit, data.totalCount));
        expect(new Set(data.ideas.map((k) => k.keyword)).size).toBe(data.ideas.length);
      }),
      { numRuns: 25 },
    );
  });

  it('build a full related tree (8 per keyword, no repeats) in every language for goods and services', () => {
    for (const code of codes) {
      for (const seed of SEEDS[code] ?? []) {
        const nodes = buildRelatedTree(seed, 4, { languageCode: code, year: YEAR });
        expect(nodes).toHaveLength(countRelated(4));
        expect(new Set(nodes.map((n) => n.keyword)).size, `${code} ${seed}`).toBe(nodes.length);
        for (const n of nodes.filter((x) => x.depth < 4)) expect(n.relatedKeywords).toHaveLength(8);
      }
    }
  });
});
