import { useEffect, useRef } from 'react';
import { INTERVIEW_REVEAL_EVENT } from '../../model/interview-context';
import { isInside } from '../../model/widgets/reveal-field';

/** Calls `onReveal(path)` when a field inside the object or list at `owner` is to be shown (revealField). */
export function useReveal(owner: string, onReveal: (path: string) => void) {
  const latest = useRef(onReveal);
  latest.current = onReveal;
  useEffect(() => {
    const listener = (event: Event) => {
      const path = (event as CustomEvent<{ path?: unknown }>).detail?.path;
      if (typeof path === 'string' && isInside(owner, path)) latest.current(path);
    };
    window.addEventListener(INTERVIEW_REVEAL_EVENT, listener);
    return () => window.removeEventListener(INTERVIEW_REVEAL_EVENT, listener);
  }, [owner]);
}

/** Focuses the first field of a container once drawn (an accordion panel just added). */
export function focusFirstField(container: HTMLElement | null) {
  requestAnimationFrame(() => {
    container
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button[role="switch"]')
      ?.focus();
  });
}
