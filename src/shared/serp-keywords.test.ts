import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labsSeedIssue } from './keyword-rule';
import { normalizeKeyword } from './keyword-text';
import { serpKeywords, serpTextAsKeyword } from './serp-keywords';

const paa = (details: string[]) => ({ type: 'people_also_ask', label: 'People also ask', details });
const related = (details: string[]) => ({ type: 'related_searches', label: 'Related searches', details });

describe('serpKeywords', () => {
  it('gathers questions, then related searches, normalised, each once with every feature that shows it', () => {
    const features = [
      related(['Trail Running Shoes', 'best running shoes']),
      { type: 'featured_snippet', label: 'Featured snippet', details: ['Best shoes 2026 (example.com)'] },
      paa(['What are the best running shoes?', 'Best running shoes ?']),
    ];
    expect(serpKeywords(features)).toEqual([
      { keyword: 'what are the best running shoes', from: ['People also ask'] },
      { keyword: 'best running shoes', from: ['People also ask', 'Related searches'] },
      { keyword: 'trail running shoes', from: ['Related searches'] },
    ]);
  });

  it('leaves out what the keyword rule refuses (no provider could measure it)', () => {
    const long = 'why do my feet hurt after running in new shoes on the road every single morning?';
    expect(serpKeywords([paa([long, 'x'])])).toEqual([]);
  });

  it('drops only the question marks at the ends', () => {
    expect(serpTextAsKeyword('  Is 5k? a good time?? ')).toBe('is 5k? a good time');
    expect(serpTextAsKeyword('¿Qué zapatillas comprar？')).toBe('qué zapatillas comprar');
  });

  it('answers only valid, normalised, distinct keywords, whatever the texts', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 90 }), { maxLength: 12 }), fc.array(fc.string({ maxLength: 90 }), { maxLength: 12 }), (questions, searches) => {
        const found = serpKeywords([paa(questions), related(searches)]).map((each) => each.keyword);
        expect(new Set(found).size).toBe(found.length);
        for (const keyword of found) {
          expect(labsSeedIssue(keyword)).toBeNull();
          expect(normalizeKeyword(keyword)).toBe(keyword);
        }
      }),
    );
  });
});
