import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseImport } from './lists/import-parse';
import { importPreviewMessage } from './messages/lists';
import { NOT_STORABLE_LONE_SURROGATE, NOT_STORABLE_NUL } from './messages/validation';
import { findUnstorable, isStorableText, unstorableMessage, unstorableReason } from './storable-text';
import { listNameSchema } from './contract/lists';
import { passwordSchema } from './validation';

/** Whether a string has a UTF-8 form that decodes back to it, and PostgreSQL's text can hold it. */
const storableByEncoding = (text: string) => !text.includes('\u0000') && new TextDecoder().decode(new TextEncoder().encode(text)) === text;

describe('unstorableReason', () => {
  it('passes text of any script, emoji (surrogate pairs) included', () => {
    for (const text of ['', 'running shoes', 'Läufer', '跑鞋 推荐', 'कीवर्ड', '🏃‍♀️ shoes 👟', '\ud83d\ude00', 'tab\tand\nline', '\u0001\u007f', '\uffff']) {
      expect(unstorableReason(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('names NUL and a lone surrogate wherever it is', () => {
    expect(unstorableReason('\u0000')).toBe('nul');
    expect(unstorableReason('a\u0000b')).toBe('nul');
    expect(unstorableReason('\ud800')).toBe('lone-surrogate');
    expect(unstorableReason('a\udbffb')).toBe('lone-surrogate');
    expect(unstorableReason('\udc00x')).toBe('lone-surrogate');
    expect(unstorableReason('x\udfff')).toBe('lone-surrogate');
    // Reversed pair: a low surrogate before a high one is two lone halves.
    expect(unstorableReason('\ude00\ud83d')).toBe('lone-surrogate');
    expect(unstorableReason('\ud83d\ud83d\ude00')).toBe('lone-surrogate');
  });

  it('agrees with a UTF-8 round trip on any UTF-16 text (property)', () => {
    // Code units, surrogates and NUL often: a lone half, a pair, or a reversed pair at any place.
    const unit = fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0xd7f0, max: 0xe010 }), fc.integer({ min: 0, max: 0xffff }));
    const text = fc.array(unit, { maxLength: 40 }).map((units) => String.fromCharCode(...units));
    fc.assert(fc.property(text, (t) => isStorableText(t) === storableByEncoding(t)));
  });

  it('any well-formed text passes; inserting NUL or a lone half anywhere fails (property)', () => {
    const wellFormed = fc.string({ unit: 'grapheme', maxLength: 30 });
    const bad = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
    fc.assert(
      fc.property(wellFormed, wellFormed, bad, (before, after, char) => {
        expect(isStorableText(before + after)).toBe(true);
        // A high half right before a low one (or after a high one) would pair up: keep them apart.
        expect(isStorableText(`${before} ${char} ${after}`)).toBe(false);
      }),
    );
  });
});

describe('unstorableMessage', () => {
  it('says which character, or null', () => {
    expect(unstorableMessage('ok')).toBeNull();
    expect(unstorableMessage('a\u0000')).toBe(NOT_STORABLE_NUL);
    expect(unstorableMessage('a\ud800')).toBe(NOT_STORABLE_LONE_SURROGATE);
  });
});

describe('findUnstorable', () => {
  it('names the first bad string by its path, the way the API names fields', () => {
    expect(findUnstorable({ keyword: 'seo', seeds: ['a', 'b\u0000'] })).toEqual({ field: 'seeds.1', reason: 'nul' });
    expect(findUnstorable({ filter: { inc: '\udc00' }, keyword: '\u0000' })).toEqual({ field: 'filter.inc', reason: 'lone-surrogate' });
    expect(findUnstorable('\u0000')).toEqual({ field: 'body', reason: 'nul' });
    expect(findUnstorable({ ok: 1, list: [null, true, 2.5, 'fine'] })).toBeNull();
  });

  it('names a bad key by its parent, since the key itself is what is refused', () => {
    expect(findUnstorable({ 'a\u0000': 1 })).toEqual({ field: 'body', reason: 'nul' });
    expect(findUnstorable({ filter: { '\ud800': 'x' } })).toEqual({ field: 'filter', reason: 'lone-surrogate' });
  });

  it('walks deeply nested bodies without overflowing the stack', () => {
    let nested: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) nested = [nested];
    expect(findUnstorable(nested)?.reason).toBe('nul');
  });
});

describe('where the rule is used in shared code', () => {
  it('an import skips and counts lines that cannot be stored', () => {
    const parsed = parseImport('running shoes\nbad\u0000line\nbroken \ud800\nhiking boots', 'paste');
    expect(parsed).toMatchObject({ keywords: ['running shoes', 'hiking boots'], rows: 4, invalid: 2, unstorable: 2 });
  });

  it("the import preview says why lines were skipped", () => {
    const figures = { newKeywords: 2, alreadyInList: 0, cached: 0, toFetch: 2, units: 1, estimatedCost: null };
    expect(importPreviewMessage({ ...figures, invalid: 3, unstorable: 2 })).toContain(
      '3 invalid lines skipped (2 with characters that cannot be stored, such as NUL: is the file saved as UTF-8?).',
    );
    expect(importPreviewMessage({ ...figures, invalid: 1, unstorable: 0 })).toMatch(/1 invalid lines skipped\.$/);
  });

  it('free-text form schemas say it before sending', () => {
    expect(listNameSchema.safeParse('Spring 🌱').success).toBe(true);
    expect(listNameSchema.safeParse('Spring\u0000').error?.issues[0]?.message).toBe(NOT_STORABLE_NUL);
    expect(passwordSchema.safeParse('secret\ud800pass').error?.issues[0]?.message).toBe(NOT_STORABLE_LONE_SURROGATE);
  });
});
