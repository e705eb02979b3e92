import { defaultKeyValueStorage, type KeyValueStorage } from '../storage/browser-storage';

const KEY = 'visitorId';

/**
 * The browser's visitorId sent with sign-in and isAuth (specification §7: "how the device visitor id is produced
 * is not shown"). A random id kept in local storage, so every tab and visit of one browser presents the same id
 * and a token checked from another browser can be told apart by the server.
 */
export function visitorId(storage: KeyValueStorage = defaultKeyValueStorage()): string {
  const known = storage.getItem(KEY);
  if (known) return known;
  const fresh = crypto.randomUUID();
  storage.setItem(KEY, fresh);
  return fresh;
}
