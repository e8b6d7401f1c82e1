// The spelling hint against a corpus of real search phrases (fixtures/spelling-corpus.json) with
// the real dictionaries: silent on correct phrases and brands in >= 95 % of cases, right on
// misspellings in >= 70 %. Prints the measured rates per language and category.
// Phrases of a language without a dictionary (it: see dictionaries.ts) are kept for the day it
// gets one and only counted, not judged: their hint is always silent.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../src/shared/constants/languages.js';
import { hasDictionary } from '../../src/server/features/spelling/dictionaries.js';
import { suggestSpelling } from '../../src/server/features/spelling/spell-checker.js';

interface CorpusPhrase {
  language: LanguageCode;
  category: 'correct' | 'brand' | 'misspelling';
  text: string;
  intended?: string;
}

const allPhrases = (JSON.parse(readFileSync(new URL('./fixtures/spelling-corpus.json', import.meta.url), 'utf8')) as { phrases: CorpusPhrase[] }).phrases;
const corpus = allPhrases.filter((p) => hasDictionary(p.language));
const unjudged = allPhrases.filter((p) => !hasDictionary(p.language));

interface Outcome {
  phrase: CorpusPhrase;
  hint: string | null;
  good: boolean;
}

async function judge(phrase: CorpusPhrase): Promise<Outcome> {
  const hint = await suggestSpelling(phrase.text, phrase.language);
  const good = phrase.category === 'misspelling' ? hint === phrase.intended : hint === null;
  return { phrase, hint, good };
}

function rate(outcomes: readonly Outcome[]): number {
  return outcomes.length === 0 ? 1 : outcomes.filter((o) => o.good).length / outcomes.length;
}

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

describe('spelling hint corpus', () => {
  it('holds at least 200 judged phrases in several languages', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((p) => p.language)).size).toBeGreaterThanOrEqual(4);
    expect(corpus.filter((p) => p.language === 'pt').length).toBeGreaterThanOrEqual(100);
    for (const p of allPhrases) if (p.category === 'misspelling') expect(p.intended, p.text).toBeTruthy();
  });

  it('is silent on correct phrases and brands (>= 95 %) and right on misspellings (>= 70 %)', async () => {
    const outcomes: Outcome[] = [];
    for (const phrase of corpus) outcomes.push(await judge(phrase));
    const silentOn = outcomes.filter((o) => o.phrase.category !== 'misspelling');
    const misspelt = outcomes.filter((o) => o.phrase.category === 'misspelling');

    const lines = [...new Set(corpus.map((p) => p.language))].map((language) => {
      const of = (category: CorpusPhrase['category']) => outcomes.filter((o) => o.phrase.language === language && o.phrase.category === category);
      return `${language}: correct silent ${percent(rate(of('correct')))}, brands silent ${percent(rate(of('brand')))}, misspellings right ${percent(rate(of('misspelling')))}`;
    });
    const wrong = outcomes.filter((o) => !o.good).map((o) => `${o.phrase.language} "${o.phrase.text}" -> ${JSON.stringify(o.hint)}`);
    console.info(
      [
        `spelling corpus: ${corpus.length} phrases judged`,
        ...[...new Set(unjudged.map((p) => p.language))].map((l) => `${l}: no dictionary, ${unjudged.filter((p) => p.language === l).length} phrases not judged`),
        `correct silent ${percent(rate(outcomes.filter((o) => o.phrase.category === 'correct')))}`,
        `brands silent ${percent(rate(outcomes.filter((o) => o.phrase.category === 'brand')))}`,
        `correct + brands silent ${percent(rate(silentOn))}`,
        `misspellings right ${percent(rate(misspelt))}`,
        ...lines,
        'not as expected:',
        ...wrong,
      ].join('\n'),
    );
    expect(rate(silentOn)).toBeGreaterThanOrEqual(0.95);
    expect(rate(misspelt)).toBeGreaterThanOrEqual(0.7);
    // Hunspell's suggestions are CPU-bound; on two busy cores the whole corpus can take over a minute.
  }, 180_000);
});
