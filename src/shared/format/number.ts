// Number display rules shared by every table, card and export preview (spec section 9).
// Formatting goes through Intl so decimals round the way people expect (1.005 -> "1.01"),
// not the way binary floating point would with toFixed (1.005 -> "1.00").

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

/**
 * Fixed decimals with en-US grouping. Negative zero and values that round to zero print without
 * a minus sign, so a tiny negative cost never shows as "-0.00".
 */
export function formatFixed(value: number, decimals: number, useGrouping = true): string {
  const key = `${decimals}:${useGrouping}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping,
      signDisplay: 'negative',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

const plainFormatter = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 2,
  useGrouping: false,
  signDisplay: 'negative',
});

/**
 * Compact metric: em dash when missing, "0", plain below 1,000, "1.5K", "2.3M".
 * Below 1,000 a fractional value (a difficulty of 34.567) keeps at most two decimals.
 * Negatives use the same scale on their magnitude with a leading minus ("-1.5K"); metrics are
 * never negative in practice, but a stray negative should read as one rather than as "—".
 * Rounding never produces "1000.0K" or "1000": such values move up a unit ("1.0M", "1.0K").
 */
export function formatNumber(value: unknown): string {
  const num = readNumber(value);
  if (num === null) return EM_DASH;
  const sign = num < 0 ? '-' : '';
  const magnitude = Math.abs(num);
  const plain = plainFormatter.format(magnitude);
  if (plain === '0') return '0';
  if (Number(plain) < 1_000) return `${sign}${plain}`;
  const thousands = formatFixed(magnitude / 1_000, 1, false);
  if (Number(thousands) < 1_000) return `${sign}${thousands}K`;
  return `${sign}${formatFixed(magnitude / 1_000_000, 1, false)}M`;
}

/** API cost in dollars, two decimals ("$0.12"); em dash when missing. */
export function formatApiCost(dollars: unknown): string {
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
