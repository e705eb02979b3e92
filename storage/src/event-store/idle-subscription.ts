import type { Subscription } from './event-store.port';

/**
 * The subscription for `types: []` (no wanted type, so no event will ever be delivered): nothing is
 * asked of the engine, and `done` resolves on `close()` like any other subscription's.
 */
export function idleSubscription(): Subscription {
  let end: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    done,
    close: async () => {
      end();
      await done;
    },
  };
}
