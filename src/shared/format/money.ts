// Money formatting: the currency of each research location, and CPC amounts.
// DataForSEO reports CPC in US dollars for every location (reference §2.2: keyword_info.cpc is
// USD), and so does the demo provider. We never convert (no trustworthy offline rates) and never
// relabel: CPC keeps its dollar sign, written "US$" wherever a bare "$" or the location's own
// currency would mislead (decision 006).
import { EM_DASH, formatFixed, readNumber } from './number';

export type CurrencyCode =
  | 'USD' | 'GBP' | 'AUD' | 'CAD' | 'EUR' | 'INR' | 'JPY' | 'KRW' | 'CNY' | 'BRL' | 'MXN'
  | 'ZAR' | 'NZD' | 'SGD' | 'THB' | 'SEK' | 'NOK' | 'DKK' | 'PLN' | 'CZK' | 'HUF' | 'RON';

export interface Currency {
  readonly code: CurrencyCode;
  readonly symbol: string;
}

const USD: Currency = { code: 'USD', symbol: '$' };
const EUR: Currency = { code: 'EUR', symbol: '€' };

// Location codes are 2000 + ISO 3166 numeric country code. Euro area members:
// Germany, France, Spain, Italy, Netherlands, Belgium, Austria, Ireland, Finland, Portugal,
// Greece, Luxembourg, Slovenia, Slovakia, Estonia, Latvia, Lithuania, Malta, Cyprus, Croatia.
const EURO_LOCATIONS = [
  2276, 2250, 2724, 2380, 2528, 2056, 2040, 2372, 2246, 2620, 2300, 2442, 2705, 2703, 2233, 2428,
  2440, 2470, 2196, 2191,
];

const CURRENCY_BY_LOCATION: ReadonlyMap<number, Currency> = new Map<number, Currency>([
  [2840, USD],
  [2826, { code: 'GBP', symbol: '£' }],
  [2036, { code: 'AUD', symbol: 'A$' }],
  [2124, { code: 'CAD', symbol: 'C$' }],
  ...EURO_LOCATIONS.map((code): [number, Currency] => [code, EUR]),
  [2356, { code: 'INR', symbol: '₹' }],
  [2392, { code: 'JPY', symbol: '¥' }],
  [2410, { code: 'KRW', symbol: '₩' }],
  [2156, { code: 'CNY', symbol: '¥' }],
  [2076, { code: 'BRL', symbol: 'R$' }],
  [2484, { code: 'MXN', symbol: 'MX$' }],
  [2710, { code: 'ZAR', symbol: 'R' }],
  [2554, { code: 'NZD', symbol: 'NZ$' }],
  [2702, { code: 'SGD', symbol: 'S$' }],
  [2764, { code: 'THB', symbol: '฿' }],
  [2752, { code: 'SEK', symbol: 'kr' }],
  [2578, { code: 'NOK', symbol: 'kr' }],
  [2208, { code: 'DKK', symbol: 'kr' }],
  [2616, { code: 'PLN', symbol: 'zł' }],
  [2203, { code: 'CZK', symbol: 'Kč' }],
  [2348, { code: 'HUF', symbol: 'Ft' }],
  [2642, { code: 'RON', symbol: 'lei' }],
]);

/** Unknown or missing location codes fall back to US dollars. */
export function currencyForLocation(code: number | null | undefined): Currency {
  if (code === null || code === undefined) return USD;
  return CURRENCY_BY_LOCATION.get(code) ?? USD;
}

/**
 * Symbol plus two decimals with thousands separators ("£1,234.50"), the symbol always in front
 * as every screen shows it, even for currencies usually written after the amount. A negative amount
 * reads "-$1.50". Em dash when the value is missing or not a number.
 */
export function formatMoney(value: unknown, currency: Currency = USD): string {
  const num = readNumber(value);
  if (num === null) return EM_DASH;
  const text = formatFixed(Math.abs(num), 2);
  const isNegative = num < 0 && formatFixed(num, 2) !== text;
  return `${isNegative ? '-' : ''}${currency.symbol}${text}`;
}

/** The currency CPC amounts are reported in, by every provider we have. */
export const CPC_CURRENCY: Currency = USD;

/** True when the location's own currency is not the one CPC is reported in. */
export function isCpcInForeignCurrency(locationCode: number | null | undefined): boolean {
  return currencyForLocation(locationCode).code !== CPC_CURRENCY.code;
}

/**
 * A CPC amount for a research location: "$1.50" in the United States, "US$1.50" elsewhere, so
 * a searcher in Canada or the UK never reads US dollars as their own money.
 */
export function formatCpc(value: unknown, locationCode?: number | null): string {
  const currency = isCpcInForeignCurrency(locationCode ?? CPC_LOCATION_DEFAULT) ? { ...CPC_CURRENCY, symbol: 'US$' } : CPC_CURRENCY;
  return formatMoney(value, currency);
}

// A CPC shown without a research location (none known yet) is read as a US amount.
const CPC_LOCATION_DEFAULT = 2840;

/** The line shown beside CPC figures of a non-US location, or null for the United States. */
export function cpcCurrencyNote(locationCode: number | null | undefined): string | null {
  if (!isCpcInForeignCurrency(locationCode ?? CPC_LOCATION_DEFAULT)) return null;
  const local = currencyForLocation(locationCode);
  return `CPC is in US dollars (US$), as the data provider reports it for every location; it is not converted to ${local.code}.`;
}
