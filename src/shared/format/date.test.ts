import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, fromDateTimeLocalValue, toDateTimeLocalValue } from './date';

describe('date formatting', () => {
  it('prints a date in UTC', () => {
    expect(formatDate('2025-03-05T23:30:00Z')).toBe('Mar 5, 2025');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31)))).toBe('Dec 31, 2024');
  });

  it('prints a date with time in UTC', () => {
    expect(formatDateTime('2025-03-05T14:07:09Z')).toBe('Mar 5, 2025, 14:07 UTC');
  });

  it.each([null, undefined, '', 'not a date', 42, new Date(Number.NaN)])('%j is an em dash', (value) => {
    expect(formatDate(value)).toBe('—');
    expect(formatDateTime(value)).toBe('—');
  });

  it('round-trips a datetime-local input value in the local time zone', () => {
    const instant = new Date(2025, 2, 5, 14, 7);
    expect(toDateTimeLocalValue(instant)).toBe('2025-03-05T14:07');
    expect(fromDateTimeLocalValue('2025-03-05T14:07')).toBe(instant.toISOString());
  });

  it('reads blank or broken input values as nothing', () => {
    expect(toDateTimeLocalValue(null)).toBe('');
    expect(toDateTimeLocalValue('nope')).toBe('');
    expect(fromDateTimeLocalValue('')).toBeNull();
    expect(fromDateTimeLocalValue('2025-13-45T99:99')).toBeNull();
  });
});
