import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../constants/locations';
import { currencyForLocation, formatMoney } from './money';
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
    expect(formatMoney(1.5, 2826)).toBe('£1.50');
    expect(formatMoney(0, 2276)).toBe('€0.00');
    expect(formatMoney(1234.567, 2392)).toBe('¥1,234.57');
    expect(formatMoney('2.1', 2036)).toBe('A$2.10');
  });

  it('shows an em dash when the value is missing', () => {
    expect(formatMoney(null, 2826)).toBe(EM_DASH);
    expect(formatMoney(undefined)).toBe(EM_DASH);
    expect(formatMoney('free')).toBe(EM_DASH);
  });

  it('writes negatives with the sign before the symbol', () => {
    expect(formatMoney(-2, 2826)).toBe('-£2.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });
});
