// What storage cannot hold (decision 038): PostgreSQL refuses NUL in text, and a lone UTF-16
// surrogate has no UTF-8 form (it is stored, logged and sent on as garbage or refused). One rule
// for the server's input check, the import's per-line check and the browser's forms.
import type { z } from 'zod';
import { NOT_STORABLE_LONE_SURROGATE, NOT_STORABLE_NUL } from './messages/validation';

export type UnstorableReason = 'nul' | 'lone-surrogate';

// A high surrogate not followed by a low one, or a low one not preceded by a high one. No `u`
// flag: with it the pattern would see code points, and a lone surrogate would never match.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored as it is, or null when it can (NUL first: it is the common case). */
export function unstorableReason(text: string): UnstorableReason | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'lone-surrogate';
  return null;
}

export function isStorableText(text: string): boolean {
  return unstorableReason(text) === null;
}

/** The text with every NUL and lone surrogate replaced by U+FFFD: safe to store, send back and show. */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '\ufffd').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');
}

export const UNSTORABLE_MESSAGES: Record<UnstorableReason, string> = {
  nul: NOT_STORABLE_NUL,
  'lone-surrogate': NOT_STORABLE_LONE_SURROGATE,
};

/** The message for a string that cannot be stored, or null when it can. */
export function unstorableMessage(text: string): string | null {
  const reason = unstorableReason(text);
  return reason === null ? null : UNSTORABLE_MESSAGES[reason];
}

/**
 * The rule as a zod check for the schemas of free-text form fields, so a form says it before
 * sending; the server checks every string of every request anyway (src/server/http/storable-input.ts).
 */
export function checkStorable(text: string, ctx: z.RefinementCtx): void {
  const message = unstorableMessage(text);
  if (message !== null) ctx.addIssue({ code: 'custom', message });
}

export interface UnstorableValue {
  /** Where the string is, as the API names a field: "keyword", "seeds.1", "filter.words". */
  field: string;
  reason: UnstorableReason;
}

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

/** Deeper than any schema of ours: a path past it is cut, so a refusal never echoes a huge path. */
const FIELD_DEPTH_MAX = 32;

function fieldOf(visit: Visit | null, root: string): string {
  const keys: string[] = [];
  for (let at = visit; at !== null && at.key !== null; at = at.parent) keys.push(at.key);
  const path = keys.reverse();
  return (path.length > FIELD_DEPTH_MAX ? [...path.slice(0, FIELD_DEPTH_MAX), '…'] : path).join('.') || root;
}

/**
 * The first string in a parsed JSON value (or a form's fields) that cannot be stored, keys
 * included: a bad key is reported at its parent's path (`root` at the top), since naming it
 * would repeat the character the answer refuses. Walks with its own stack: a body of deeply
 * nested arrays must not overflow the call stack.
 */
export function findUnstorable(value: unknown, root = 'body'): UnstorableValue | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const keyReason = visit.key === null ? null : unstorableReason(visit.key);
    if (keyReason !== null) return { field: fieldOf(visit.parent, root), reason: keyReason };
    const current = visit.value;
    if (typeof current === 'string') {
      const reason = unstorableReason(current);
      if (reason !== null) return { field: fieldOf(visit, root), reason };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    const entries: Array<[string, unknown]> = Array.isArray(current) ? current.map((item, i) => [String(i), item]) : Object.entries(current);
    // Pushed last to first, so the walk meets fields in the order they were sent.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}
