// Numeric filters of the results and related tables.
// Rules: a disabled filter passes everything; an enabled filter whose value cannot be parsed
// passes everything (the user is still typing); a row whose value is not a number fails it.
import { readNumber } from '../format/number';

export const FILTER_OPERATORS = ['<', '<=', '=', '>=', '>'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface NumericFilter {
  readonly enabled: boolean;
  readonly operator: FilterOperator;
  /** Kept as typed so "1.5k" or "$2M" survive until the user leaves the field. */
  readonly value: string;
}

export interface MetricFilters {
  readonly volume: NumericFilter;
  readonly cpc: NumericFilter;
  readonly difficulty: NumericFilter;
}

export type MetricFilterKey = keyof MetricFilters;
export const METRIC_FILTER_KEYS: readonly MetricFilterKey[] = ['volume', 'cpc', 'difficulty'];

export function isFilterOperator(value: string): value is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(value);
}

const FILTER_NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+))([km]?)$/i;
const SUFFIX_EXPONENT: Record<string, string> = { '': '', k: 'e3', m: 'e6' };

/**
 * "1.5k" -> 1500, "$2M" -> 2000000, "1,200" -> 1200. Strips $, commas and whitespace first.
 * Exponent notation, hex and words are refused (null). The suffix is applied as a decimal
 * exponent so "1.1k" is exactly 1100, not 1100.0000000000002.
 */
export function parseFilterNumber(raw: string): number | null {
  const cleaned = raw.replace(/[$,\s]/g, '');
  const match = FILTER_NUMBER.exec(cleaned);
  if (!match) return null;
  const [, digits = '', suffix = ''] = match;
  const parsed = Number(`${digits}${SUFFIX_EXPONENT[suffix.toLowerCase()] ?? ''}`);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The committed value of a filter field: empty or invalid becomes 0. */
export function filterValueOf(raw: string): number {
  return parseFilterNumber(raw) ?? 0;
}

export function compareWith(operator: FilterOperator, left: number, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return left === right;
    case '>=':
      return left >= right;
    case '>':
      return left > right;
  }
}

export function matchesNumericFilter(rowValue: unknown, filter: NumericFilter): boolean {
  if (!filter.enabled) return true;
  const threshold = parseFilterNumber(filter.value);
  if (threshold === null) return true;
  const value = readNumber(rowValue);
  if (value === null) return false;
  return compareWith(filter.operator, value, threshold);
}

function filter(operator: FilterOperator, value: string): NumericFilter {
  return Object.freeze({ enabled: false, operator, value });
}

/** Keyword Results: Volume > 0, CPC > 0, Difficulty < 100, all disabled; Reset returns here. */
export const RESULTS_FILTER_DEFAULTS: MetricFilters = Object.freeze({
  volume: filter('>', '0'),
  cpc: filter('>', '0'),
  difficulty: filter('<', '100'),
});

/** Related Keywords on first load: Volume >= 0, CPC >= 0, Difficulty <= 100, all disabled. */
export const RELATED_FILTER_DEFAULTS: MetricFilters = Object.freeze({
  volume: filter('>=', '0'),
  cpc: filter('>=', '0'),
  difficulty: filter('<=', '100'),
});

/** Related Keywords after Reset: >, >, < (not the initial operators). */
export const RELATED_FILTER_RESET: MetricFilters = Object.freeze({
  volume: filter('>', '0'),
  cpc: filter('>', '0'),
  difficulty: filter('<', '100'),
});
