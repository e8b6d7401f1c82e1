import { describe, expect, it } from 'vitest';
import { suggestSpelling, suggestWords } from '../../src/server/features/spelling/spell-checker.js';
import { editDistance, pickSuggestion } from '../../src/server/features/spelling/suggestion-ranking.js';

describe('suggestSpelling', () => {
  it('corrects each word of a query', async () => {
    expect(await suggestSpelling('keywrod reserch')).toBe('keyword research');
    expect(await suggestSpelling('best runing shoes')).toBe('best running shoes');
    expect(await suggestSpelling('how to make mony online')).toBe('how to make money online');
  });

  it('knows SEO vocabulary and answers null when nothing changes', async () => {
    expect(await suggestSpelling('seo tools')).toBeNull();
    expect(await suggestSpelling('serp')).toBeNull();
    expect(await suggestSpelling('ahrefs vs semrush backlinks')).toBeNull();
    expect(await suggestSpelling('shopify ecommerce wordpress saas b2b')).toBeNull();
    expect(await suggestSpelling('gogle ads')).toBe('google ads');
  });

  it('keeps numbers, words with digits, and the user casing', async () => {
    expect(await suggestSpelling('iphone 15 chargr')).toBe('iphone 15 charger');
    expect(await suggestSpelling('mp3 playr')).toBe('mp3 player');
    expect(await suggestSpelling('Keywrod tool')).toBe('Keyword tool');
    expect(await suggestSpelling('hotels london')).toBeNull(); // a lowercase place name is not "wrong"
  });

  it('ignores text shorter than 3 characters', async () => {
    expect(await suggestSpelling('xq')).toBeNull();
    expect(await suggestSpelling('  ')).toBeNull();
  });

  it('answers the word-suggestion shape: at most one { word }', async () => {
    expect(await suggestWords('keywrod reserch')).toEqual([{ word: 'keyword research' }]);
    expect(await suggestWords('seo tools')).toEqual([]);
  });
});

describe('suggestion ranking', () => {
  it('measures adjacent swaps as one edit', () => {
    expect(editDistance('hotles', 'hotels')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('prefers dropped or swapped letters over a new first letter', () => {
    expect(pickSuggestion('mony', ['bony', 'cony', 'many', 'money'], new Set())).toBe('money');
    expect(pickSuggestion('hotles', ['holes', 'hotels'], new Set())).toBe('hotels');
    expect(pickSuggestion('gogle', ['goggle', 'google'], new Set(['google']))).toBe('google');
    expect(pickSuggestion('abcdefgh', ['zzzzzzzz'], new Set())).toBeUndefined();
  });
});
