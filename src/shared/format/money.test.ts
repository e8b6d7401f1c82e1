import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../constants/locations';
import fc from 'fast-check';
import { cpcCurrencyNote, currencyForLocation, formatCpc, formatMoney } from './money';
import { EM_DASH } from './number';

describe('currencyForLocation', () => {
  it.each([
    [2826, 'GBP', '£'],
    [2840, 'USD', '$'],
    [2036, 'AUD', 'A$'],
    [2124, 'CAD', 'C$'],
    [2356, 'INR', '₹'],
    [2392, 'JPY', '¥'],
    [2410, 'KRW', '₩'],
    [2156, 'CNY', '¥'],
    [2076, 'BRL', 'R$'],
    [2484, 'MXN', 'MX$'],
    [2710, 'ZAR', 'R'],
    [2554, 'NZD', 'NZ$'],
    [2702, 'SGD', 'S$'],
    [2764, 'THB', '฿'],
    [2752, 'SEK', 'kr'],
    [2578, 'NOK', 'kr'],
    [2208, 'DKK', 'kr'],
    [2616, 'PLN', 'zł'],
    [2203, 'CZK', 'Kč'],
    [2348, 'HUF', 'Ft'],
    [2642, 'RON', 'lei'],
  ])('maps %i to %s %s', (code, currency, symbol) => {
    expect(currencyForLocation(code)).toEqual({ code: currency, symbol });
  });

  it.each([2276, 2250, 2724, 2380, 2528, 2056, 2040, 2372, 2246, 2620, 2300, 2442, 2705, 2703, 2233, 2428, 2440, 2470, 2196])(
    'maps euro country %i to €',
    (code) => {
      expect(currencyForLocation(code)).toEqual({ code: 'EUR', symbol: '€' });
    },
  );

  it('falls back to US dollars for unknown or missing codes', () => {
    expect(currencyForLocation(9999)).toEqual({ code: 'USD', symbol: '$' });
    expect(currencyForLocation(null)).toEqual({ code: 'USD', symbol: '$' });
    expect(currencyForLocation(undefined)).toEqual({ code: 'USD', symbol: '$' });
  });

  it('knows a currency for every location the app offers', () => {
    const usdLocations = LOCATIONS.filter((l) => currencyForLocation(l.code).code === 'USD');
    expect(usdLocations.map((l) => l.code)).toEqual([2840]);
  });
});

describe('formatMoney', () => {
  it('puts the symbol before two decimals', () => {
    expect(formatMoney(1.5)).toBe('$1.50');
    expect(formatMoney(1.5, currencyForLocation(2826))).toBe('£1.50');
    expect(formatMoney(0, currencyForLocation(2276))).toBe('€0.00');
    expect(formatMoney(1234.567, currencyForLocation(2392))).toBe('¥1,234.57');
    expect(formatMoney('2.1', currencyForLocation(2036))).toBe('A$2.10');
  });

  it('shows an em dash when the value is missing', () => {
    expect(formatMoney(null)).toBe(EM_DASH);
    expect(formatMoney(undefined)).toBe(EM_DASH);
    expect(formatMoney('free')).toBe(EM_DASH);
  });

  it('writes negatives with the sign before the symbol', () => {
    expect(formatMoney(-2, currencyForLocation(2826))).toBe('-£2.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('always gives the symbol, then digits with separators and exactly two decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constantFrom(...LOCATIONS.map((l) => l.code)), (value, location) => {
        const currency = currencyForLocation(location);
        const text = formatMoney(value, currency);
        const escaped = currency.symbol.replace(/[$]/g, '\\$');
        expect(text).toMatch(new RegExp(`^-?${escaped}\\d{1,3}(,\\d{3})*\\.\\d{2}$`));
        expect(Number(text.replace(currency.symbol, '').replace(/,/g, ''))).toBeCloseTo(value, 2);
      }),
    );
  });
});

describe('formatCpc', () => {
  it('writes US dollars as "$" in the United States and "US$" elsewhere, never converted', () => {
    expect(formatCpc(1.5, 2840)).toBe('$1.50');
    expect(formatCpc(1.5)).toBe('$1.50');
    expect(formatCpc(1.5, 2826)).toBe('US$1.50');
    expect(formatCpc(1.5, 2124)).toBe('US$1.50');
    expect(formatCpc(null, 2826)).toBe(EM_DASH);
  });

  it('adds a note for every location whose own currency is not the US dollar', () => {
    expect(cpcCurrencyNote(2840)).toBeNull();
    expect(cpcCurrencyNote(null)).toBeNull();
    expect(cpcCurrencyNote(2826)).toBe('CPC is in US dollars (US$), as the data provider reports it for every location; it is not converted to GBP.');
    for (const location of LOCATIONS.filter((l) => l.code !== 2840)) expect(cpcCurrencyNote(location.code)).toContain('US dollars');
  });
});
