import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore, ReadModelStore } from '@app/storage';
import { runsAtCheckpoint } from '../open-runs/open-runs-checkpoint';

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

const TRACKED = ['RunStarted', 'RunCompleted', 'RunFailed', 'RunNotified'];

/**
 * How long after its completion a run's notice is still worth sending at start. Runs of apps without a group are
 * never marked notified, so without this bound every start would look at every run ever completed; a notice a day
 * late is news nobody needs.
 */
export const NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

type Tracked = RunRef & { position: number };

/**
 * What a crash may have left behind, from the event log (a read model alone will not do: projections may still be
 * catching up at start, and a run must never stay In Progress because a read model lagged): runs started and never
 * completed nor failed, with the time of their last event, and runs completed whose notice was never recorded
 * within NOTICE_WINDOW_MS (RunNotifier decides whether one is owed). In the order they started.
 *
 * With `readModels`, the open-runs read model is the checkpoint: its documents are the state of the log up to the
 * position they stand at, and only the run events after it are read (a workspace with years of runs starts as fast
 * as a new one). Without it, or when it cannot be trusted (not built yet, a rebuild of another version), the whole
 * log is read. Either way the answer is the same.
 */
export async function unfinishedRuns(
  store: EventStore,
  now = Date.now(),
  readModels?: ReadModelStore,
): Promise<{ unfinished: UnfinishedRun[]; unnotified: RunRef[] }> {
  const noticesFrom = now - NOTICE_WINDOW_MS;
  const checkpoint = await runsAtCheckpoint(readModels, new Date(noticesFrom).toISOString());
  const ref = ({ tenant, runId, by, position }: Tracked): Tracked => ({ tenant, runId, by, position });
  const running = new Map<string, Tracked>(checkpoint?.running.map((doc) => [doc._id, ref(doc)]));
  const unnoticed = new Map<string, Tracked>(checkpoint?.unnotified.map((doc) => [doc._id, ref(doc)]));
  let after = checkpoint?.position ?? 0;
  for (;;) {
    const events: RecordedEvent[] = await store.readAll({ afterPosition: after, types: TRACKED, maxCount: PAGE });
    for (const event of events) {
      const key = event.stream;
      const runId = (event.data as { runId: string }).runId;
      if (event.type === 'RunStarted') {
        const by = (event.data as { by: string | null }).by;
        running.set(key, { tenant: event.metadata.tenant, runId, by, position: event.position });
      } else if (event.type === 'RunNotified') unnoticed.delete(key);
      else {
        const run = running.get(key);
        running.delete(key);
        if (run && event.type === 'RunCompleted' && Date.parse(event.recordedAt) >= noticesFrom)
          unnoticed.set(key, run);
      }
    }
    if (events.length < PAGE) break;
    after = events[events.length - 1].position;
  }
  const inStartOrder = (runs: Map<string, Tracked>) => [...runs].sort(([, a], [, b]) => a.position - b.position);
  const unfinished: UnfinishedRun[] = [];
  for (const [stream, { position: _position, ...run }] of inStartOrder(running)) {
    // The stream's last event (a document assembled, perhaps by another instance): whether it still moves.
    const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
    unfinished.push({ ...run, lastEventAt: last?.recordedAt ?? '' });
  }
  const unnotified = inStartOrder(unnoticed).map(([, { position: _position, ...run }]) => run);
  return { unfinished, unnotified };
}
