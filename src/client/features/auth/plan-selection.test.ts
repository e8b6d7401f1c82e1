// @vitest-environment jsdom
// The pending plan selection in the browser: kept one hour, then
// deleted and ignored, on a fake clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_SELECTION_TTL_MS } from '@shared/constants/limits';
import { STORAGE_KEYS } from '../../lib/storage';
import { readPlanSelection, storePlanSelection } from './plan-selection';

const choice = { tier: 'professional', planId: '6f1c2d9e-0b7a-4c51-9a43-2f5e8d7c1b00', billing: 'yearly' } as const;
const stored = () => window.localStorage.getItem(STORAGE_KEYS.pendingPlanSelection);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T09:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the stored plan selection', () => {
  it('is kept with the time it was made and read back within the hour', () => {
    storePlanSelection(choice);
    const made = Date.now();
    vi.advanceTimersByTime(PLAN_SELECTION_TTL_MS - 1);
    expect(readPlanSelection()).toEqual({ ...choice, timestamp: made });
    // Exactly one hour old is still fresh, as on the server (isPlanSelectionFresh).
    vi.advanceTimersByTime(1);
    expect(readPlanSelection()).toEqual({ ...choice, timestamp: made });
    expect(stored()).not.toBeNull();
  });

  it('is deleted and ignored once older than one hour', () => {
    storePlanSelection(choice);
    vi.advanceTimersByTime(PLAN_SELECTION_TTL_MS + 1);
    expect(readPlanSelection()).toBeNull();
    expect(stored()).toBeNull();
  });

  it('is deleted when it carries no timestamp', () => {
    window.localStorage.setItem(STORAGE_KEYS.pendingPlanSelection, JSON.stringify(choice));
    expect(readPlanSelection()).toBeNull();
    expect(stored()).toBeNull();
  });
});
