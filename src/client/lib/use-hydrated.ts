// False while React is adopting pre-rendered HTML (and on the server), true once the page runs:
// a pre-rendered form keeps its controls disabled until then, so what a person types before the
// JavaScript arrives is not silently lost (decision 016).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
