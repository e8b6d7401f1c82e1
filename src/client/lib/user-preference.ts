// A preference remembered for the signed-in user in this browser (a table's columns, whether a
// page's overview is open): stored under the user's id, so a shared browser keeps each account's
// own choices, and read back through the caller's check, so a value saved by an older version (or
// edited by hand) never breaks a screen. A visitor (a share link's recipient) has one guest slot.
import { useCallback, useContext, useState } from 'react';
import { AuthContext } from './auth-state';

const PREFIX = 'keywordlens.preference';

export function preferenceKey(userId: string | null, name: string): string {
  return `${PREFIX}.${userId ?? 'guest'}.${name}`;
}

function readSaved(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Undefined forgets the choice (the default applies again). */
function writeSaved(key: string, value: unknown) {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice holds for this visit only.
  }
}

/** The user's saved value of `name` as `read` makes it, and a setter that saves it. */
export function useUserPreference<T>(name: string, read: (saved: unknown) => T): [T, (next: T) => void] {
  // Outside the auth provider (component tests) the guest slot is used.
  const userId = useContext(AuthContext)?.user?.id ?? null;
  const key = preferenceKey(userId, name);
  const [state, setState] = useState(() => ({ key, value: read(readSaved(key)) }));
  // Another user signed in on this page: read their own value (state adjusted while rendering).
  let current = state;
  if (state.key !== key) {
    current = { key, value: read(readSaved(key)) };
    setState(current);
  }
  const set = useCallback(
    (next: T) => {
      writeSaved(key, next);
      setState({ key, value: next });
    },
    [key],
  );
  return [current.value, set];
}
