// The value as it was after it stopped changing for `delayMs` (the spelling hint waits 800 ms).
import { useEffect, useState } from 'react';

/** `initial` is the value before the first pause has passed (defaults to `value` itself). */
export function useDebouncedValue<T>(value: T, delayMs: number, initial: T = value): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
