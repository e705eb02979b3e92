import type { RecordedEvent } from '@app/event-schemas';
import type { EventStore, ReadModelStore } from '@app/storage';
import { unsentAtCheckpoint } from '../open-runs/open-runs-checkpoint';

/** A run with documents still to be sent by themselves, and when its sending last moved. */
export interface UnsentRun {
  tenant: string;
  runId: string;
  lastEventAt: string;
}

/** Events read per page while the log is scanned at start (only the sending events' rows are read). */
const PAGE = 1000;

const TRACKED = ['RunSendRequested', 'RunDocumentSent', 'RunDocumentSendFailed'];

/**
 * The runs whose documents were asked to be sent and are neither all sent nor given up on (a refusal, or retries used
 * up), from the event log, as the run queue finds unfinished runs: a stop between the request and the provider's
 * answer, or during a retry's wait, leaves them here. In the order they were asked for. With `readModels`, the
 * open-runs read model is the checkpoint and only the sending events after it are read (see unfinishedRuns).
 */
export async function unsentDocuments(store: EventStore, readModels?: ReadModelStore): Promise<UnsentRun[]> {
  const checkpoint = await unsentAtCheckpoint(readModels);
  type Tracked = UnsentRun & { pending: Set<number>; position: number };
  const runs = new Map<string, Tracked>(
    checkpoint?.unsent.map(({ _id, tenant, runId, lastEventAt, pending, position }) => [
      _id,
      { tenant, runId, lastEventAt, pending: new Set(pending), position },
    ]),
  );
  let after = checkpoint?.position ?? 0;
  for (;;) {
    const events: RecordedEvent[] = await store.readAll({ afterPosition: after, types: TRACKED, maxCount: PAGE });
    for (const event of events) {
      const data = event.data as { runId: string; documents?: number[]; index?: number; retrying?: boolean };
      const run = runs.get(event.stream) ?? {
        tenant: event.metadata.tenant,
        runId: data.runId,
        lastEventAt: event.recordedAt,
        pending: new Set<number>(),
        position: event.position,
      };
      run.lastEventAt = event.recordedAt;
      if (event.type === 'RunSendRequested') for (const index of data.documents ?? []) run.pending.add(index);
      else if (event.type === 'RunDocumentSent' || data.retrying === false) run.pending.delete(data.index ?? -1);
      runs.set(event.stream, run);
    }
    if (events.length < PAGE) break;
    after = events[events.length - 1].position;
  }
  return [...runs.values()]
    .filter((run) => run.pending.size > 0)
    .sort((a, b) => a.position - b.position)
    .map(({ tenant, runId, lastEventAt }) => ({ tenant, runId, lastEventAt }));
}
