import { createToaster } from '@chakra-ui/react';

/** Toasts sit at the top centre (specification §8). */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Failed requests: the toast closes itself after 5 s. */
export const REQUEST_ERROR_TOAST_MS = 5000;

const firstToastListeners = new Set<() => void>();
let anyToast = false;

/** The toast component loads only when the first toast is shown: most visits never need it. */
export function onFirstToast(listener: () => void): () => void {
  if (anyToast) listener();
  else firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(options: Parameters<typeof toaster.create>[0]): void {
  toaster.create(options);
  if (!anyToast) {
    anyToast = true;
    firstToastListeners.forEach((listener) => listener());
    firstToastListeners.clear();
  }
}

export function showRequestError(text: string): void {
  show({ type: 'error', description: text, duration: REQUEST_ERROR_TOAST_MS, closable: true });
}

/** Uncaught page errors and other notices stay until closed. */
export function showPersistentError(text: string): void {
  show({ type: 'error', description: text, duration: Infinity, closable: true });
}

/** Good news the person should read (a confirmation mail went out): like every toast but request errors, it stays. */
export function showNotice(text: string): void {
  show({ type: 'success', description: text, duration: Infinity, closable: true });
}
