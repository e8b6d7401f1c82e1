// The plan a visitor picked before signing up: kept in the browser at
// most one hour, then sent to the server once at sign-in and cleared.
import { PLAN_SELECTION_TTL_MS } from '@shared/constants/limits';
import { isPublicTier } from '@shared/pricing';
import { api, unwrap } from '../../lib/api-client';
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

/** Errors are only logged. */
export async function applyStoredPlanSelection() {
  const selection = readPlanSelection();
  if (!selection) return;
  const { tier, ...rest } = selection;
  try {
    // A tier no plan has (a hand-edited link) is the server's refusal too; it is not sent.
    if (!isPublicTier(tier)) throw new Error(`Unknown plan tier: ${tier}`);
    await unwrap(api.billing['plan-selection'].$post({ json: { tier, ...rest } }));
  } catch (err) {
    console.warn('Applying the stored plan selection failed', err);
  } finally {
    removeKey(STORAGE_KEYS.pendingPlanSelection);
  }
}
