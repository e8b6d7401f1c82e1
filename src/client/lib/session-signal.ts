// "The session may have changed": raised by better-auth's client after a sign-in, sign-up,
// sign-out or an explicit refresh, heard by the AuthProvider, which reads the session again.
// A module of its own so the AuthProvider does not load better-auth's client (decision 016): the
// client arrives with the forms that use it and announces its changes here.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionChange(): void {
  for (const listener of listeners) listener();
}
