import { leaveBlocked, leaveThen } from './leave-guard';

/**
 * The browser's Back and Forward ask too, while a screen has unsaved changes (002 §4 'Save changes?').
 *
 * react-router's `useBlocker` needs a data router, whose code would put the entry screen over its JavaScript
 * budget (docs/decisions.md §18), so the guard sits in front of the BrowserRouter instead: installed before the
 * router mounts, its `popstate` listener runs first. While a guard is registered it stops the event before the
 * router sees it, steps the browser back to the entry on screen (the router never left it), and asks; once the
 * person chooses to leave, it replays the step and lets the router follow. react-router numbers its history
 * entries (`history.state.idx`), which tells how many steps a pop went (the Back button's long-press menu can go
 * several); `noteHistoryEntry` keeps the number of the entry on screen, since pushes fire no event.
 */

let onScreen: number | undefined;
/** The pop this guard caused to get back to the entry on screen: the router must not see it. */
let restoring = false;
/** The pop the person agreed to: the router follows it. */
let agreed = false;

const entryIndex = (state: unknown): number | undefined => {
  const idx = state !== null && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' ? idx : undefined;
};

/** Called on every location change the router makes: the entry now on screen. */
export function noteHistoryEntry(history: History = window.history): void {
  onScreen = entryIndex(history.state);
}

/** Installs the listener; call once, before the router mounts, so that it runs before the router's own. */
export function installBackGuard(win: Window = window): void {
  noteHistoryEntry(win.history);
  win.addEventListener('popstate', (event) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
      return;
    }
    const target = entryIndex(event.state);
    const from = onScreen;
    if (agreed || !leaveBlocked() || target === undefined || from === undefined || target === from) {
      agreed = false;
      onScreen = target;
      return;
    }
    event.stopImmediatePropagation();
    const steps = target - from;
    restoring = true;
    win.history.go(-steps);
    leaveThen(() => {
      agreed = true;
      win.history.go(steps);
    });
  });
}
