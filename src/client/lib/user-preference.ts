// A preference remembered for the signed-in user (a table's columns, whether a page's overview is
// open): kept on the server, so it follows the user to any browser, and in this browser under the
// user's id, for the first paint and so a shared browser keeps each account's own choices. Read
// back through the caller's check, so a value saved by an older version (or edited by hand) never
// breaks a screen. A visitor (a share link's recipient) has one guest slot in this browser only.
import { useCallback, useContext, useEffect, useState } from 'react';
import { AuthContext } from './auth-state';
import { hasUnsentChange, isServerPreference, saveServerPreference, serverPreference } from './server-preferences';

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
  // The server's value replaces this browser's once it arrives (another browser may have changed
  // it), unless this browser's last change never reached the server: that one is sent again.
  useEffect(() => {
    if (userId === null || !isServerPreference(name)) return;
    if (hasUnsentChange(userId, name)) {
      const unsent = readSaved(key);
      if (unsent !== undefined) saveServerPreference(userId, name, unsent);
      return;
    }
    let live = true;
    void serverPreference(userId, name).then((found) => {
      if (!live || !found) return;
      writeSaved(key, found.value);
      setState({ key, value: read(found.value) });
    });
    return () => {
      live = false;
    };
  }, [userId, name, key, read]);
  const set = useCallback(
    (next: T) => {
      writeSaved(key, next);
      setState({ key, value: next });
      if (userId !== null) saveServerPreference(userId, name, next);
    },
    [key, userId, name],
  );
  return [current.value, set];
}
