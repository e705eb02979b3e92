import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore } from '@app/storage';

/** A run of a workspace, named by what the queue needs to pick it up again. */
export interface RunRef {
  tenant: string;
  runId: string;
  by: string | null;
}

/** An unfinished run, and when its stream last moved (a run still assembling elsewhere moves every document). */
export interface UnfinishedRun extends RunRef {
  lastEventAt: string;
}

/** Events read per page while the log is scanned at start (only the run events' rows are read). */
const PAGE = 1000;

const TRACKED = ['RunStarted', 'RunDocumentAssembled', 'RunCompleted', 'RunFailed', 'RunNotified'];

/**
 * How long after its completion a run's notice is still worth sending at start. Runs of apps without a group are
 * never marked notified, so without this bound every start would look at every run ever completed; a notice a day
 * late is news nobody needs.
 */
export const NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * What a crash may have left behind, from the event log itself (no read model: projections may still be catching
 * up at start, and a run must never stay In Progress because a read model lagged): runs started and never
 * completed nor failed, with the time of their last event, and runs completed whose notice was never recorded
 * within NOTICE_WINDOW_MS (RunNotifier decides whether one is owed). In the order they started.
 */
export async function unfinishedRuns(
  store: EventStore,
  now = Date.now(),
): Promise<{ unfinished: UnfinishedRun[]; unnotified: RunRef[] }> {
  const noticesFrom = now - NOTICE_WINDOW_MS;
  const started = new Map<string, RunRef>();
  const lastEventAt = new Map<string, string>();
  const finished = new Set<string>();
  const completed = new Set<string>();
  const notified = new Set<string>();
  let after = 0;
  for (;;) {
    const events: RecordedEvent[] = await store.readAll({ afterPosition: after, types: TRACKED, maxCount: PAGE });
    for (const event of events) {
      const key = event.stream;
      const runId = (event.data as { runId: string }).runId;
      lastEventAt.set(key, event.recordedAt);
      if (event.type === 'RunDocumentAssembled') continue;
      if (event.type === 'RunStarted')
        started.set(key, { tenant: event.metadata.tenant, runId, by: (event.data as { by: string | null }).by });
      else if (event.type === 'RunNotified') notified.add(key);
      else {
        finished.add(key);
        if (event.type === 'RunCompleted' && Date.parse(event.recordedAt) >= noticesFrom) completed.add(key);
      }
    }
    if (events.length < PAGE) break;
    after = events[events.length - 1].position;
  }
  const unfinished = [...started]
    .filter(([key]) => !finished.has(key))
    .map(([key, run]) => ({ ...run, lastEventAt: lastEventAt.get(key) ?? '' }));
  const unnotified = [...started].filter(([key]) => completed.has(key) && !notified.has(key)).map(([, run]) => run);
  return { unfinished, unnotified };
}
