// Number display rules shared by every table, card and export preview, in the
// display locale (locale.ts).
// Formatting goes through Intl so decimals round the way people expect (1.005 -> "1.01"),
// not the way binary floating point would with toFixed (1.005 -> "1.00").

import { cachedFormatter } from './locale';

export const EM_DASH = '—';

const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Reads a metric that may arrive as a number or as a numeric string (PostgreSQL numeric columns
 * come back as strings). Anything else, including NaN, Infinity and blank strings, is null.
 */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!PLAIN_NUMBER.test(trimmed)) return null;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(decimals: number | 'upTo2', useGrouping: boolean): Intl.NumberFormat {
  return cachedFormatter(formatters, `${decimals}:${useGrouping}`, (locale) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals === 'upTo2' ? 0 : decimals,
      maximumFractionDigits: decimals === 'upTo2' ? 2 : decimals,
      useGrouping,
      signDisplay: 'negative',
    }),
  );
}

// Rounding decisions (does 999.996 become "1000", hence "1.0K"?) are made on en-US text, which
// Number() can read back; only the final figure is written in the display locale. Built on first
// use, like every formatter here: importing this module must not touch Intl, whose first call
// loads the browser's locale data in one long task (decision 034).
let roundingFormats: { upTo2: Intl.NumberFormat; fixed1: Intl.NumberFormat } | undefined;

function rounding() {
  return (roundingFormats ??= {
    upTo2: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false, signDisplay: 'negative' }),
    fixed1: new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }),
  });
}

/**
 * Fixed decimals with the display locale's grouping and decimal sign (en-US: "1,234.50",
 * de-DE: "1.234,50"). Negative zero and values that round to zero print without a minus sign, so
 * a tiny negative cost never shows as "-0.00".
 */
export function formatFixed(value: number, decimals: number, useGrouping = true): string {
  return numberFormatter(decimals, useGrouping).format(value);
}

/** A count with the display locale's grouping: "12,345" (en-US), "12.345" (de-DE); em dash when missing. */
export function formatCount(value: unknown): string {
  const num = readNumber(value);
  return num === null ? EM_DASH : formatFixed(Math.round(num), 0);
}

/**
 * Compact metric: em dash when missing, "0", plain below 1,000, "1.5K", "2.3M" (the decimal sign
 * of the display locale: "1,5K" in German). Below 1,000 a fractional value (a difficulty of
 * 34.567) keeps at most two decimals. Negatives use the same scale on their magnitude with a
 * leading minus ("-1.5K"); metrics are never negative in practice, but a stray negative should
 * read as one rather than as "—". Rounding never produces "1000.0K" or "1000": such values move up
 * a unit ("1.0M", "1.0K").
 */
export function formatNumber(value: unknown): string {
  const num = readNumber(value);
  if (num === null) return EM_DASH;
  const sign = num < 0 ? '-' : '';
  const magnitude = Math.abs(num);
  const { upTo2, fixed1 } = rounding();
  const plain = Number(upTo2.format(magnitude));
  if (plain === 0) return '0';
  if (plain < 1_000) return `${sign}${numberFormatter('upTo2', false).format(plain)}`;
  const thousands = Number(fixed1.format(magnitude / 1_000));
  if (thousands < 1_000) return `${sign}${formatFixed(thousands, 1, false)}K`;
  return `${sign}${formatFixed(Number(fixed1.format(magnitude / 1_000_000)), 1, false)}M`;
}

/** API cost in dollars, two decimals ("$0.12"); em dash when missing. */
export function formatProviderCost(dollars: unknown): string {
  return formatCostEstimate(dollars, 2);
}

/** A dollar amount with a chosen number of decimals ("$0.002" for SERP estimates). */
export function formatCostEstimate(dollars: unknown, decimals: number): string {
  const num = readNumber(dollars);
  if (num === null) return EM_DASH;
  const text = formatFixed(Math.abs(num), decimals);
  const isNegative = num < 0 && formatFixed(num, decimals) !== text;
  return `${isNegative ? '-' : ''}$${text}`;
}
