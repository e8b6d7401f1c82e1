// Asks for the next page when the last item in view is within `margin` items of the end of what
// is loaded: the table and the card list keep loading as the page scrolls, the same way.
import { useEffect } from 'react';

export function useNearEnd(lastInView: number, count: number, margin: number, onNearEnd: (() => void) | undefined): void {
  const nearEnd = count > 0 && lastInView >= count - 1 - margin;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd, count]);
}
