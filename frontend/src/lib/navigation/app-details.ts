import { useEffect, useSyncExternalStore } from 'react';

/**
 * The app an app route shows, for the About dialog (002 §2.4: "on app routes the app name, key and environment").
 * The app route's page publishes it while it is open; the user menu reads it. A tiny store of its own, because the
 * two are different features and features do not import each other.
 */
export interface AppDetails {
  name: string;
  /** The model element's app key (its _id), when the model lists it. */
  key?: string;
  /** 'Latest', or the live snapshot's label. */
  environment: string;
}

let current: AppDetails | undefined;
const listeners = new Set<() => void>();

function publish(details: AppDetails | undefined) {
  current = details;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open app route's app, or undefined elsewhere. */
export const useAppDetails = (): AppDetails | undefined => useSyncExternalStore(subscribe, () => current);

/** Publishes `details` while the calling screen is mounted. */
export function usePublishAppDetails(details: AppDetails): void {
  const { name, key, environment } = details;
  useEffect(() => {
    publish({ name, key, environment });
    return () => publish(undefined);
  }, [name, key, environment]);
}
