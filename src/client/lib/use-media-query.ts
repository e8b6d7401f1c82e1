// Whether a CSS media query matches, kept current as the window changes. False on the server and
// in environments without matchMedia, so pre-rendered markup is the wide layout.
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 640 px (Tailwind's sm): phones, where tables become lists of cards. */
export const NARROW_SCREEN_QUERY = '(max-width: 639.98px)';
