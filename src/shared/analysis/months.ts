// Calendar months as every screen, store and export names them: one list of month names, and the
// month of a monthly search volume. Fixed English names, so a column or a label means the same
// everywhere (the table's seasonality, the sparkline, the filter panel and the exports).
export const MONTH_SHORT_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export interface CalendarMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export interface MonthlyVolume extends CalendarMonth {
  searchVolume: number | null;
}

/** Months counted from year 0, so consecutive months differ by 1 across a year's end. */
export const monthIndex = (m: CalendarMonth): number => m.year * 12 + (m.month - 1);

/** "Nov 2026", or the month's number where it is out of range. */
export function shortMonthLabel(m: CalendarMonth): string {
  return `${MONTH_SHORT_NAMES[m.month - 1] ?? m.month} ${m.year}`;
}

/** The longest monthly history a keyword keeps: four years, the most providers give (older months add little to a forecast). */
export const VOLUME_HISTORY_MONTHS = 48;
/** The months a table's sparkline and an export's volume columns show. */
export const RECENT_MONTHS = 12;

/** The latest `count` calendar months the history holds (by date, whatever the order given), oldest first. */
export function latestMonths<T extends CalendarMonth>(monthly: readonly T[], count: number): T[] {
  const sorted = [...monthly].sort((a, b) => monthIndex(a) - monthIndex(b));
  if (sorted.length === 0) return sorted;
  const last = monthIndex(sorted[sorted.length - 1]!);
  return sorted.filter((m) => monthIndex(m) > last - count);
}
