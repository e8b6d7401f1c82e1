// The plan a visitor picked before signing up (spec section 3 and 5): kept in the browser at
// most one hour, then sent to the server once at sign-in and cleared.
import { PLAN_SELECTION_TTL_MS } from '@shared/constants/limits';
import { apiFetch } from '../../lib/api';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '../../lib/storage';

export interface PendingPlanSelection {
  tier: string;
  planId: string;
  billing: 'monthly' | 'yearly';
  timestamp: number;
}

export function storePlanSelection(selection: Omit<PendingPlanSelection, 'timestamp'>) {
  writeJson(STORAGE_KEYS.pendingPlanSelection, { ...selection, timestamp: Date.now() });
}

/** The stored selection if still fresh; an expired one is deleted and ignored. */
export function readPlanSelection(now = Date.now()): PendingPlanSelection | null {
  const stored = readJson<PendingPlanSelection>(STORAGE_KEYS.pendingPlanSelection);
  if (!stored) return null;
  if (typeof stored.timestamp !== 'number' || now - stored.timestamp > PLAN_SELECTION_TTL_MS) {
    removeKey(STORAGE_KEYS.pendingPlanSelection);
    return null;
  }
  return stored;
}

/** Errors are only logged (spec section 8). */
export async function applyStoredPlanSelection() {
  const selection = readPlanSelection();
  if (!selection) return;
  try {
    await apiFetch('/api/billing/plan-selection', { method: 'POST', json: selection });
  } catch (err) {
    console.warn('Applying the stored plan selection failed', err);
  } finally {
    removeKey(STORAGE_KEYS.pendingPlanSelection);
  }
}
