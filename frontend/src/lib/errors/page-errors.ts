/**
 * Uncaught page errors get a persistent toast (specification §8), except known noise: ResizeObserver loop
 * warnings, editor `getValue` races, session-storage access errors, a stray '<' parsed as script (an HTML
 * page served where a chunk was expected) and React's "Target container is not a DOM element."
 */
const IGNORED: readonly RegExp[] = [
  /ResizeObserver/,
  /getValue/,
  /session/i,
  /Unexpected token '?<'?/,
  /Target container is not a DOM element/,
];

export function isIgnoredPageError(message: string): boolean {
  return IGNORED.some((pattern) => pattern.test(message));
}

export function pageErrorMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** Listens for uncaught errors and unhandled rejections; returns a function that stops listening. */
export function installPageErrorToasts(target: Window, notify: (message: string) => void): () => void {
  const report = (reason: unknown, fallback: string) => {
    const message = pageErrorMessage(reason ?? fallback);
    if (message && !isIgnoredPageError(message)) notify(message);
  };
  const onError = (event: ErrorEvent) => report(event.error, event.message);
  const onRejection = (event: PromiseRejectionEvent) => {
    // Failed API calls were toasted by the http client already.
    if (event.reason instanceof Error && event.reason.name === 'HttpError') return;
    report(event.reason, 'Unhandled rejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
