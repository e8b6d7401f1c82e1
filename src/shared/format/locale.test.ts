import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';
import { DEFAULT_DISPLAY_LOCALE, displayLocale, preferDisplayLocales, setDisplayLocale } from './locale';
import { cpcCurrencyNote, formatCpc, formatMoney, currencyForLocation } from './money';
import { formatProviderCost, formatCount, formatFixed, formatNumber } from './number';

afterEach(() => setDisplayLocale([DEFAULT_DISPLAY_LOCALE]));

/** Reads a number written in `locale` back, using that locale's own group and decimal signs. */
function parseIn(locale: string, text: string): number {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  return Number(text.split(group).join('').replace(decimal, '.').replace('−', '-'));
}

describe('setDisplayLocale', () => {
  it('takes the first supported locale of the browser list, else en-US', () => {
    expect(setDisplayLocale(['de-DE', 'en-US'])).toBe('de-DE');
    expect(displayLocale()).toBe('de-DE');
    expect(setDisplayLocale(['not a locale!', 'fr-FR'])).toBe('fr-FR');
    expect(setDisplayLocale([])).toBe('en-US');
  });

  it('chooses from a preferred list when the locale is first read, and a later set wins', () => {
    preferDisplayLocales(['xx-not-real', 'fr-FR']);
    expect(displayLocale()).toBe('fr-FR');
    expect(formatFixed(1234.5, 1)).toBe('1\u202f234,5');
    preferDisplayLocales(['de-DE']);
    setDisplayLocale(['en-US']);
    expect(displayLocale()).toBe('en-US');
  });
});

describe('a German browser (de-DE)', () => {
  it('writes numbers, counts and compact metrics with German signs', () => {
    setDisplayLocale(['de-DE']);
    expect(formatFixed(1234.5, 2)).toBe('1.234,50');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatNumber(1500)).toBe('1,5K');
    expect(formatNumber(2_345_678)).toBe('2,3M');
    expect(formatNumber(34.567)).toBe('34,57');
    expect(formatNumber(999_999)).toBe('1,0M');
  });

  it('writes money with the symbol in front and German digits, CPC still in US dollars', () => {
    setDisplayLocale(['de-DE']);
    expect(formatMoney(1234.567, currencyForLocation(2276))).toBe('€1.234,57');
    expect(formatCpc(1.5, 2276)).toBe('US$1,50');
    expect(formatProviderCost(0.12)).toBe('$0,12');
    // The note says what the figures are, whatever the reader's locale.
    expect(cpcCurrencyNote(2276)).toContain('not converted to EUR');
  });

  it('writes dates in German, in UTC', () => {
    setDisplayLocale(['de-DE']);
    expect(formatDate('2025-03-05T23:30:00Z')).toBe('5. März 2025');
    expect(formatDateTime('2025-03-05T14:07:09Z')).toBe('5. März 2025, 14:07 UTC');
  });
});

describe('any locale', () => {
  const locales = fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'es-ES', 'ja-JP', 'en-GB', 'pt-BR', 'it-IT');

  it('fixed decimals read back as the same rounded value', () => {
    fc.assert(
      fc.property(locales, fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (locale, value, decimals) => {
        setDisplayLocale([locale]);
        const text = formatFixed(value, decimals);
        setDisplayLocale(['en-US']);
        expect(parseIn(locale, text)).toBeCloseTo(Number(formatFixed(value, decimals).replace(/,/g, '')), decimals);
      }),
    );
  });

  it('compact metrics keep the same scale and digits as in en-US', () => {
    fc.assert(
      fc.property(locales, fc.double({ min: 0, max: 1e10, noNaN: true }), (locale, value) => {
        const english = formatNumber(value);
        setDisplayLocale([locale]);
        const local = formatNumber(value);
        setDisplayLocale(['en-US']);
        const suffix = english.replace(/^[\d.]+/, '');
        expect(local.endsWith(suffix)).toBe(true);
        expect(parseIn(locale, local.slice(0, local.length - suffix.length))).toBe(Number(english.slice(0, english.length - suffix.length)));
      }),
    );
  });
});
