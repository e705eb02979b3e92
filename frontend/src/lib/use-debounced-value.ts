import { useEffect, useState } from 'react';

/** Search boxes wait this long after the last keystroke (specification §5 and §9). */
export const SEARCH_DEBOUNCE_MS = 400;

export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
