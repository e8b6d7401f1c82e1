// Moving focus for keyboard and screen-reader users when a run's results appear: to the results'
// heading, which then reads out what arrived. A heading is not focusable by itself, so it is made
// programmatically focusable (tabindex -1: never a Tab stop).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

export function focusHeading(heading: Element | null | undefined): void {
  if (!(heading instanceof HTMLElement)) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** The navigation state a run leaves for the page that shows its results. */
export const ARRIVED_FROM_RUN = { arrivedFromRun: true } as const;

/** Focuses `heading` once, when this page was opened by a run (ARRIVED_FROM_RUN in the navigation state). */
export function useFocusAfterRun(heading: RefObject<HTMLElement | null>, shown = true): void {
  const location = useLocation();
  const { key } = location;
  const state: unknown = location.state;
  const arrivedFromRun = typeof state === 'object' && state !== null && (state as { arrivedFromRun?: unknown }).arrivedFromRun === true;
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    // `shown`: the heading is drawn once the results have loaded (a page that reads them after arriving).
    if (!arrivedFromRun || !shown || focusedFor.current === key) return;
    focusedFor.current = key;
    focusHeading(heading.current);
  }, [arrivedFromRun, heading, key, shown]);
}
