// Date display for tables and cards, in the display locale (locale.ts) and always in UTC, so the
// same instant reads as the same day on every screen ("Mar 5, 2025"; German: "5. März 2025").
import { cachedFormatter } from './locale';
import { EM_DASH } from './number';

const formatters = new Map<string, Intl.DateTimeFormat>();

const dateFormatter = () =>
  cachedFormatter(formatters, 'date', (locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }));

const dateTimeFormatter = () =>
  cachedFormatter(
    formatters,
    'datetime',
    (locale) =>
      new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }),
  );

function readDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = new Date(value);
    return Number.isFinite(parsed.getTime()) ? parsed : null;
  }
  return null;
}

/** "Mar 5, 2025" in the display locale (UTC); em dash when missing or unreadable. */
export function formatDate(value: unknown): string {
  const date = readDate(value);
  return date ? dateFormatter().format(date) : EM_DASH;
}

/** "Mar 5, 2025, 14:07 UTC"; em dash when missing or unreadable. */
export function formatDateTime(value: unknown): string {
  const date = readDate(value);
  return date ? `${dateTimeFormatter().format(date)} UTC` : EM_DASH;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The value a datetime-local input shows for an instant, in the browser's own time zone. */
export function toDateTimeLocalValue(value: Date | string | null | undefined): string {
  const date = readDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value (local time) as an ISO instant; null when blank or unreadable. */
export function fromDateTimeLocalValue(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isFinite(date.getTime()) ? date.toISOString() : null;
}
