import { useCallback, useState } from 'react';

/** A yes/no remembered in local storage (002 §2.1: the panels' open states persist). */
export function useStoredFlag(key: string, initial: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => {
    try {
      const stored = window.localStorage.getItem(key);
      return stored === null ? initial : stored === 'true';
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Storage full or refused (private mode): the panel still opens and closes, it is just not remembered.
      }
    },
    [key],
  );
  return [value, set];
}
