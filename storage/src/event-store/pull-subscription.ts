import type { RecordedEvent } from '@app/event-schemas';
import type { EventHandler, Subscription } from './event-store.port';

export interface PullSubscriptionSource {
  /** Events strictly after `afterPosition`, in position order, at most `maxCount`. */
  readAfter(afterPosition: number, maxCount: number): Promise<RecordedEvent[]>;
  /** Calls `wake` whenever new events may be there; returns the function that stops it. */
  listen(wake: () => void): () => void;
}

const BATCH = 500;

/**
 * A catch-up subscription for stores that cannot push: read batches from the last delivered
 * position, and when caught up sleep until the store says something was appended. One handler call
 * at a time, in position order. A failing handler ends the subscription (`done` rejects).
 */
export function pullSubscription(
  source: PullSubscriptionSource,
  afterPosition: number,
  handler: EventHandler,
): Subscription {
  let closed = false;
  let pending = false;
  let wakeUp: (() => void) | undefined;
  const stopListening = source.listen(() => {
    pending = true;
    wakeUp?.();
  });

  const sleep = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      if (pending || closed) resolve();
    });

  const run = async () => {
    let position = afterPosition;
    while (!closed) {
      pending = false;
      const batch = await source.readAfter(position, BATCH);
      for (const event of batch) {
        if (closed) return;
        await handler(event);
        position = event.position;
      }
      if (batch.length < BATCH) await sleep();
    }
  };

  const done = run().finally(stopListening);
  // Callers that never look at `done` must not crash the process with an unhandled rejection.
  done.catch((error) => console.error('Event subscription stopped:', error));
  return {
    done,
    close: async () => {
      closed = true;
      wakeUp?.();
      await done.catch(() => undefined);
    },
  };
}
