import { useState } from 'react';

/**
 * What the designer remembers in the browser (001 §2): the "Show 3rd party models" choice and whether the
 * side panels are collapsed. A value this code did not write reads as the default.
 */
export const PREFERENCE_KEYS = {
  showThirdParty: 'designer.showThirdPartyModels',
  elementsCollapsed: 'designer.elementsPanelCollapsed',
  detailsCollapsed: 'designer.detailsPanelCollapsed',
} as const;

function read(key: string, fallback: boolean): boolean {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === 'true' ? true : raw === 'false' ? false : fallback;
  } catch {
    return fallback;
  }
}

/** A boolean kept in local storage under `key`. */
export function useRememberedFlag(key: string, fallback = false): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = (next: boolean) => {
    setValue(next);
    try {
      window.localStorage.setItem(key, String(next));
    } catch {
      // Private mode or a full storage: the choice lasts for this page only.
    }
  };
  return [value, set];
}
