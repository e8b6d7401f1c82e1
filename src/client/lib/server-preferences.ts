// The signed-in user's preferences as the server keeps them (/api/preferences), so a table's
// columns and a page's overview follow the user to any browser. One read per user per page load,
// shared by every screen that asks; a change is sent once it has settled (a column being dragged
// wider sends its last width, not every pixel), and at once when the page is left. This browser's
// own copy stays the first paint: the server's value replaces it when it arrives, unless the user
// changed that preference on this page, or changed it here before and the server never confirmed
// it (the page was closed first): then this browser's value is sent again instead.
import { parsePreferenceName, type UserPreferences } from '@shared/contract/preferences';
import type { TableLayout } from '@shared/keyword-row/table-layout';

/** How long a preference must stay unchanged before it is sent. */
export const PREFERENCE_SAVE_SETTLE_MS = 400;

const loadApiClient = () => import('./api-client');

const reads = new Map<string, Promise<ReadonlyMap<string, unknown>>>();
/** Preferences changed on this page, by user: the server's older value must not overwrite them. */
const changedHere = new Map<string, Set<string>>();
interface PendingSave {
  timer: ReturnType<typeof setTimeout>;
  send: () => void;
}
const pending = new Map<string, PendingSave>();

// Names whose last change the server has not confirmed, kept in this browser per user.
const unsentKey = (userId: string) => `keywordlens.preference-unsent.${userId}`;

function unsentNames(userId: string): string[] {
  try {
    const saved = JSON.parse(window.localStorage.getItem(unsentKey(userId)) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function markUnsent(userId: string, name: string, unsent: boolean) {
  const names = new Set(unsentNames(userId));
  if (unsent) names.add(name);
  else names.delete(name);
  try {
    window.localStorage.setItem(unsentKey(userId), JSON.stringify([...names]));
  } catch {
    // Storage full or disabled: the server's value wins on the next visit.
  }
}

/** True when this browser holds a change of the preference that the server never confirmed. */
export function hasUnsentChange(userId: string, name: string): boolean {
  return unsentNames(userId).includes(name);
}

function byName(preferences: UserPreferences): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const [table, layout] of Object.entries(preferences.tables)) values.set(`table.${table}`, layout);
  for (const [table, open] of Object.entries(preferences.overviews)) values.set(`overview.${table}`, open);
  return values;
}

function readAll(userId: string): Promise<ReadonlyMap<string, unknown>> {
  let read = reads.get(userId);
  if (!read) {
    read = loadApiClient()
      .then(({ api, unwrap }) => unwrap(api.preferences.$get()))
      .then(byName)
      .catch(() => {
        // Offline or refused: this browser's copy holds; the next screen that asks tries again.
        reads.delete(userId);
        return new Map<string, unknown>();
      });
    reads.set(userId, read);
  }
  return read;
}

/** True for a preference the server keeps (a keyword table's layout, a page's overview). */
export function isServerPreference(name: string): boolean {
  return parsePreferenceName(name) !== null;
}

/** The server's value of the user's preference, when it has one and this page has not changed it since. */
export async function serverPreference(userId: string, name: string): Promise<{ value: unknown } | null> {
  const values = await readAll(userId);
  if (!values.has(name) || changedHere.get(userId)?.has(name)) return null;
  return { value: values.get(name) };
}

async function send(userId: string, name: string, value: unknown): Promise<void> {
  const parsed = parsePreferenceName(name);
  if (!parsed) return;
  const { api, unwrap } = await loadApiClient();
  const param = { table: parsed.table };
  // keepalive: a save started as the page is left still reaches the server.
  const options = { init: { keepalive: true } };
  try {
    if (parsed.kind === 'table') await unwrap(api.preferences.tables[':table'].$put({ param, json: value as TableLayout }, options));
    else await unwrap(api.preferences.overviews[':table'].$put({ param, json: { open: value === true } }, options));
    if (!pending.has(`${userId}\n${name}`)) markUnsent(userId, name, false);
  } catch {
    // Kept in this browser, marked unsent: the next visit or change sends it again.
  }
}

/** Sends the user's new value once it has settled (or when the page is left). */
export function saveServerPreference(userId: string, name: string, value: unknown): void {
  if (!isServerPreference(name) || value === undefined) return;
  let changed = changedHere.get(userId);
  if (!changed) changedHere.set(userId, (changed = new Set()));
  changed.add(name);
  markUnsent(userId, name, true);
  const key = `${userId}\n${name}`;
  clearTimeout(pending.get(key)?.timer);
  const sendNow = () => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    void send(userId, name, value);
  };
  pending.set(key, { timer: setTimeout(sendNow, PREFERENCE_SAVE_SETTLE_MS), send: sendNow });
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const entry of [...pending.values()]) entry.send();
  });
}
