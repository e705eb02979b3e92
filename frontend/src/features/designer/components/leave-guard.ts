import { useEffect, useRef } from 'react';

/**
 * 001 §2: leaving a template (another member, another tab) while its profile is unsaved asks first. The app's
 * router is a BrowserRouter, not a data router, so react-router's useBlocker is not available: the designer's own
 * navigation (the tabs, the member list and the ELEMENTS list) asks this guard instead. The template editor's profile section
 * registers itself while its profile is unsaved and asks its question; one template editor is open at a time.
 */
type Guard = (proceed: () => void) => void;

let current: Guard | undefined;

/** True while a template's profile is unsaved: a link must not navigate on its own. */
export const leaveBlocked = (): boolean => current !== undefined;

/** Runs `proceed` now, or once the author has answered the unsaved profile's question (never, if they stay). */
export function leaveThen(proceed: () => void): void {
  if (current) current(proceed);
  else proceed();
}

/**
 * Registers `ask` while `active`: leaving the designer's page then calls it with the navigation to finish. The
 * browser's own leaving (reload, closing the tab) gets the browser's question.
 */
export function useLeaveGuard(active: boolean, ask: Guard): void {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active) return undefined;
    const guard: Guard = (proceed) => latest.current(proceed);
    current = guard;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (current === guard) current = undefined;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}
