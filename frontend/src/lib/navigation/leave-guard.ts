import { useEffect, useRef } from 'react';

/**
 * Leaving a screen with unsaved changes asks first (002 §4 'Save changes?'). The app's router is a BrowserRouter,
 * not a data router, so react-router's useBlocker is not available: a screen with unsaved changes registers a
 * guard, and the app's own links (the user menu's entries) and the Back guard ask it before they navigate. One screen is open at a
 * time, so one guard is registered at a time.
 */
export type LeaveGuard = (proceed: () => void) => void;

let current: LeaveGuard | undefined;

/** True while a screen has unsaved changes: a link must not navigate on its own. */
export const leaveBlocked = (): boolean => current !== undefined;

/** Runs `proceed` now, or once the person has answered the screen's question (never, if they stay). */
export function leaveThen(proceed: () => void): void {
  if (current) current(proceed);
  else proceed();
}

/**
 * Registers `ask` while `active`: leaving through the app's links, or by the browser's Back and Forward
 * (back-guard.ts), then calls it with the navigation to finish. The browser's own leaving (reload, closing the
 * tab, typing an address) gets the browser's question.
 */
export function useLeaveGuard(active: boolean, ask: LeaveGuard): void {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (!active) return undefined;
    const guard: LeaveGuard = (proceed) => latest.current(proceed);
    current = guard;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (current === guard) current = undefined;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}
