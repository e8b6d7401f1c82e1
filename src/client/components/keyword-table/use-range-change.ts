// Tells a list read by position (decision 068) which places are drawn, once per change: the caller
// reads the page holding them, however far from what it has.
import { useEffect } from 'react';

export function useRangeChange(first: number, last: number, onRangeChange: ((first: number, last: number) => void) | undefined): void {
  useEffect(() => {
    if (first >= 0 && last >= first) onRangeChange?.(first, last);
  }, [first, last, onRangeChange]);
}
