import { describe, expect, it } from 'vitest';
import { suggestSpelling, suggestWords } from '../../src/server/features/spelling/spell-checker.js';
import { parseAffixHints } from '../../src/server/features/spelling/speller.js';
import { editDistance, pickConfident } from '../../src/server/features/spelling/suggestion-ranking.js';

describe('suggestSpelling', () => {
  it('corrects each word of a query', async () => {
    expect(await suggestSpelling('keywrod reserch')).toBe('keyword research');
    expect(await suggestSpelling('best runing shoes')).toBe('best running shoes');
    expect(await suggestSpelling('how to make mony online')).toBeNull(); // money or many: not sure, so silent
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
    expect(await suggestSpelling('mp3 chargr')).toBe('mp3 charger');
    expect(await suggestSpelling('mp3 playr')).toBe('mp3 player');
    expect(await suggestSpelling('Keywrod tool')).toBe('Keyword tool');
    expect(await suggestSpelling('hotels london')).toBeNull(); // a lowercase place name is not "wrong"
  });

  it('ignores text shorter than 3 characters', async () => {
    expect(await suggestSpelling('xq')).toBeNull();
    expect(await suggestSpelling('  ')).toBeNull();
  });

  it('never rewrites brands, product names, codes or capitalised names', async () => {
    expect(await suggestSpelling('asics gel')).toBeNull();
    expect(await suggestSpelling('hoka clifton')).toBeNull();
    expect(await suggestSpelling('seo tols')).toBe('seo tools');
    expect(await suggestSpelling('laufschuhe damen')).toBeNull(); // German words in an English check: no confident guess
    expect(await suggestSpelling('XPS 15 chargr')).toBe('XPS 15 charger');
    expect(await suggestSpelling('eBay chargr')).toBe('eBay charger');
  });

  it('uses the research language, and gives no hint where there is no dictionary', async () => {
    expect(await suggestSpelling('laufschuhe damen', 'de')).toBeNull();
    expect(await suggestSpelling('gunstige laufschuhe', 'de')).toBe('günstige laufschuhe');
    expect(await suggestSpelling('zapatilas running', 'es')).toBe('zapatillas running');
    for (const language of ['it', 'ja', 'ko', 'zh'] as const) expect(await suggestSpelling('scarpe da corsa runing', language)).toBeNull();
    // Korean: dictionary-ko would accept any syllables, so a misspelt "추천" (recommendation) gets no hint either.
    expect(await suggestSpelling('운동화 추전', 'ko')).toBeNull();
  });

  it('loads the WebAssembly engine for Portuguese without leaving its uncaught-exception listener', async () => {
    const before = process.listeners('uncaughtException').length;
    expect(await suggestSpelling('previsao do tempo', 'pt')).toBe('previsão do tempo'); // missing accents
    expect(process.listeners('uncaughtException')).toHaveLength(before);
  });

  it('hints Portuguese with the same rules as the other languages', async () => {
    expect(await suggestSpelling('camisseta do brasil', 'pt')).toBe('camiseta do brasil'); // doubled letter
    expect(await suggestSpelling('cabelereiro perto de mim', 'pt')).toBe('cabeleireiro perto de mim'); // dropped letter
    expect(await suggestSpelling('pao de queijo', 'pt')).toBe('pão de queijo'); // the nasal "ão", not the rare "paó"
    expect(await suggestSpelling('Promocao de celular', 'pt')).toBe('Promoção de celular'); // casing kept, ç and ã
    expect(await suggestSpelling('tênis de corrida feminino', 'pt')).toBeNull();
    expect(await suggestSpelling('passagens aéreas baratas', 'pt')).toBeNull();
    expect(await suggestSpelling('hotel em lisboa', 'pt')).toBeNull(); // a lowercase place name
    expect(await suggestSpelling('havaianas feminina', 'pt')).toBeNull(); // a brand no list holds
    expect(await suggestSpelling('asics gel kayano', 'pt')).toBeNull(); // the brand list
    const seen = async (words: readonly string[]) => new Set(words.filter((w) => w === 'camisseta'));
    expect(await suggestSpelling('camisseta do brasil', 'pt', seen)).toBeNull(); // the market's own keyword data
  });

  it('keeps a word the market keyword data holds', async () => {
    const seen = async (words: readonly string[]) => new Set(words.filter((w) => w === 'keywrod'));
    expect(await suggestSpelling('keywrod reserch', 'en', seen)).toBe('keywrod research');
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

  it('prefers a dropped double letter, and stays silent on a tie', () => {
    const known = (word: string, kind: Parameters<typeof pickConfident>[1][number]['kind'], properNoun = false) => ({ word, kind, properNoun });
    expect(pickConfident('runing', [known('running', 'dropped-double'), known('ruing', 'extra')], new Set())).toBe('running');
    // "tols": tools and tolls are equally likely; the trade vocabulary breaks the tie.
    expect(pickConfident('tols', [known('tools', 'dropped-double'), known('tolls', 'dropped-double')], new Set())).toBeUndefined();
    expect(pickConfident('tols', [known('tools', 'dropped-double'), known('tolls', 'dropped-double')], new Set(['tools']))).toBe('tools');
    // "hrren": herren and harren are equally one dropped letter away; no confident pick.
    expect(pickConfident('hrren', [known('herren', 'dropped'), known('harren', 'dropped')], new Set())).toBeUndefined();
    expect(pickConfident('damen', [known('dampen', 'dropped'), known('dame', 'extra'), known('damn', 'replaced')], new Set())).toBe('dampen');
    expect(pickConfident('hoka', [known('hoke', 'replaced')], new Set())).toBe('hoke'); // the brand list, not the ranking, protects it
    expect(pickConfident('xyz', [known('xyzz', 'dropped-double')], new Set())).toBeUndefined(); // too short to be sure
    expect(pickConfident('abcdefgh', [known('zbcdefgh', 'replaced')], new Set())).toBeUndefined(); // new first letter
    // Portuguese: the tilde of a nasal diphthong is the likelier missing accent.
    expect(pickConfident('pao', [known('pão', 'accent'), known('paó', 'accent'), known('paô', 'accent')], new Set())).toBe('pão');
    expect(pickConfident('agua', [known('água', 'accent'), known('aguá', 'accent')], new Set())).toBeUndefined();
  });
});

describe('affix hints', () => {
  it('reads the TRY letters (lowercase, missing English letters appended) and the REP table', () => {
    const aff = ['SET UTF-8', '# REP 1 is a comment', 'TRY esiaçãnrtolcdugmphbyfvkwzESIAÇÃNRTOLCDUGMPHBYFVKWZ', 'REP 2', 'REP ss ç', 'REP ^ch x', 'SFX A Y 1'].join('\n');
    const hints = parseAffixHints(aff);
    expect(hints.alphabet.slice(0, 6)).toEqual(['e', 's', 'i', 'a', 'ç', 'ã']);
    expect(hints.alphabet).toContain('j');
    expect(hints.alphabet).not.toContain('E');
    expect(hints.replacementTable).toEqual([
      ['ss', 'ç'],
      ['^ch', 'x'],
    ]);
  });
});
