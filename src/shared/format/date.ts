// Date display for tables and cards: one fixed locale and time zone, so the server, the client
// and tests all print the same text for the same instant.
import { EM_DASH } from './number';

const dateFormatter = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

function readDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = new Date(value);
    return Number.isFinite(parsed.getTime()) ? parsed : null;
  }
  return null;
}

/** "Mar 5, 2025" (UTC); em dash when missing or unreadable. */
export function formatDate(value: unknown): string {
  const date = readDate(value);
  return date ? dateFormatter.format(date) : EM_DASH;
}

/** "Mar 5, 2025, 14:07 UTC"; em dash when missing or unreadable. */
export function formatDateTime(value: unknown): string {
  const date = readDate(value);
  return date ? `${dateTimeFormatter.format(date)} UTC` : EM_DASH;
}
