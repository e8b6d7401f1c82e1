// The Subscription tab's date fields and the payload the tab sends. The inputs are datetime-local,
// which shows an instant to the minute only; sending that back would move a stored date by up to
// 59.999 s, and since usage rows are keyed on the exact period start, a tier-only save would give
// the user a fresh, empty quota. So a date nobody edited goes back as the stored ISO instant.
import type { UpdateSubscriptionInput } from '@shared/admin';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from '@shared/format/date';
import type { Tier } from '@shared/pricing';

export interface DateFieldState {
  /** The stored instant as the server sent it; null when there is none. */
  original: string | null;
  /** What the input showed at first: a value still equal to it was not edited. */
  initial: string;
  /** What the input shows now. */
  value: string;
}

/** A field showing the stored date, or `fallback` (or nothing) when there is none. */
export function dateField(original: string | null | undefined, fallback?: Date): DateFieldState {
  const shown = toDateTimeLocalValue(original ?? fallback);
  return { original: original ?? null, initial: shown, value: shown };
}

export const withValue = (field: DateFieldState, value: string): DateFieldState => ({ ...field, value });

/**
 * What one date field sends: the stored instant untouched when not edited (blank when there was
 * none, which the server reads as "now" for period dates and "no trial end" for the trial), else
 * the edited local time as an ISO instant (blank when cleared).
 */
export function dateFieldPayload(field: DateFieldState): string {
  if (field.value === field.initial) return field.original ?? '';
  return fromDateTimeLocalValue(field.value) ?? '';
}

export interface SubscriptionFormState {
  tier: Tier;
  status: string;
  trialEnd: DateFieldState;
  periodStart: DateFieldState;
  periodEnd: DateFieldState;
}

export function subscriptionPayload(form: SubscriptionFormState): UpdateSubscriptionInput {
  return {
    tier: form.tier,
    status: form.status,
    trialEndsAt: dateFieldPayload(form.trialEnd),
    currentPeriodStart: dateFieldPayload(form.periodStart),
    currentPeriodEnd: dateFieldPayload(form.periodEnd),
  };
}
