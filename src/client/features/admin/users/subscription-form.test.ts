import { describe, expect, it } from 'vitest';
import { toDateTimeLocalValue } from '@shared/format/date';
import { dateField, dateFieldPayload, subscriptionPayload, withValue } from './subscription-form';

// Seconds and milliseconds that a datetime-local input (minute precision) cannot show.
const STORED_START = '2031-01-15T10:20:30.456Z';
const STORED_END = '2031-02-15T10:20:30.456Z';
const STORED_TRIAL_END = '2031-01-22T08:00:59.999Z';

describe('subscription form payload', () => {
  it('sends the stored instants untouched when only the tier changes', () => {
    const payload = subscriptionPayload({
      tier: 'professional',
      status: 'active',
      trialEnd: dateField(STORED_TRIAL_END),
      periodStart: dateField(STORED_START),
      periodEnd: dateField(STORED_END),
    });
    expect(payload).toEqual({
      tier: 'professional',
      status: 'active',
      trialEndsAt: STORED_TRIAL_END,
      currentPeriodStart: STORED_START,
      currentPeriodEnd: STORED_END,
    });
  });

  it('sends an edited date as the local time typed, as an ISO instant', () => {
    const edited = withValue(dateField(STORED_END), '2031-03-01T09:30');
    expect(dateFieldPayload(edited)).toBe(new Date(2031, 2, 1, 9, 30).toISOString());
  });

  it('treats a date changed and changed back as not edited', () => {
    const field = dateField(STORED_START);
    const back = withValue(withValue(field, '2031-03-01T09:30'), field.initial);
    expect(dateFieldPayload(back)).toBe(STORED_START);
  });

  it('sends blank for a cleared date and for an untouched one that was never stored', () => {
    expect(dateFieldPayload(withValue(dateField(STORED_TRIAL_END), ''))).toBe('');
    expect(dateFieldPayload(dateField(null))).toBe('');
    // No subscription yet: the input shows now, and untouched it lets the server take its own now.
    const now = new Date(2031, 0, 1, 12, 0, 42);
    const field = dateField(undefined, now);
    expect(field.value).toBe(toDateTimeLocalValue(now));
    expect(dateFieldPayload(field)).toBe('');
  });
});
