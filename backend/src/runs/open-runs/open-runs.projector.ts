import { defineProjector } from '@app/projections';
import type { Doc, DocChange } from '@app/storage';
import {
  RunCompleted,
  RunDocumentSendFailed,
  RunDocumentSent,
  RunFailed,
  RunNotified,
  RunSendRequested,
  RunStarted,
} from '../run.events';

export const OPEN_RUNS_PROJECTOR = 'open-runs';
/** Runs started and not yet completed nor failed. */
export const RUNNING = 'running';
/** Runs completed whose notice was never recorded (runs of apps without a group stay here: see docs/runs.md). */
export const UNNOTIFIED = 'unnotified';
/** Runs with documents asked to be sent and neither sent nor given up on. */
export const UNSENT = 'unsent';

/** A run as a start picks it up again; `position` is its RunStarted's, which orders them. */
export interface OpenRunDoc extends Doc {
  tenant: string;
  runId: string;
  by: string | null;
  position: number;
}

export interface UnnotifiedRunDoc extends OpenRunDoc {
  completedAt: string;
}

/** `position` is the first RunSendRequested's; `lastEventAt` when the sending last moved. */
export interface UnsentRunDoc extends Doc {
  tenant: string;
  runId: string;
  pending: number[];
  lastEventAt: string;
  position: number;
}

const SENDING = [RunSendRequested, RunDocumentSent, RunDocumentSendFailed] as const;

/**
 * The start-up checkpoint of the runs context: what a stop may have left behind — runs still running, completed runs
 * not notified, documents not sent — as of the projector's checkpoint, so that a start reads these few documents and
 * the log after the checkpoint instead of every run event ever written (runs/run-queue/unfinished-runs.ts,
 * runs/send-documents/unsent-documents.ts). One document per run and concern, by its stream's name.
 */
export const openRunsProjector = defineProjector({
  name: OPEN_RUNS_PROJECTOR,
  version: 1,
  events: [RunStarted, RunCompleted, RunFailed, RunNotified, ...SENDING],
  collections: [
    { name: RUNNING, indexes: [{ field: 'position', type: 'number' }] },
    {
      name: UNNOTIFIED,
      indexes: [
        { field: 'completedAt', type: 'text' },
        { field: 'position', type: 'number' },
      ],
    },
    { name: UNSENT, indexes: [{ field: 'position', type: 'number' }] },
  ],
  keys: (event) => {
    if (event.type === 'RunCompleted') return [{ collection: RUNNING, id: event.stream }];
    if (event.type === 'RunSendRequested' || event.type === 'RunDocumentSent' || event.type === 'RunDocumentSendFailed')
      return [{ collection: UNSENT, id: event.stream }];
    return [];
  },
  apply(event, docs): DocChange[] {
    const _id = event.stream;
    const tenant = event.metadata.tenant;
    const { runId } = event.data;
    switch (event.type) {
      case 'RunStarted': {
        const doc: OpenRunDoc = { _id, tenant, runId, by: event.data.by, position: event.position };
        return [{ op: 'put', collection: RUNNING, doc }];
      }
      case 'RunCompleted': {
        const running = docs.get(RUNNING, _id) as OpenRunDoc | undefined;
        const doc: UnnotifiedRunDoc = {
          _id,
          tenant,
          runId,
          by: running ? running.by : event.metadata.userId,
          position: running?.position ?? event.position,
          completedAt: event.recordedAt,
        };
        return [
          { op: 'delete', collection: RUNNING, id: _id },
          { op: 'put', collection: UNNOTIFIED, doc },
        ];
      }
      case 'RunFailed':
        return [{ op: 'delete', collection: RUNNING, id: _id }];
      case 'RunNotified':
        return [{ op: 'delete', collection: UNNOTIFIED, id: _id }];
      default: {
        const existing = docs.get(UNSENT, _id) as UnsentRunDoc | undefined;
        const pending = new Set(existing?.pending ?? []);
        if (event.type === 'RunSendRequested') for (const index of event.data.documents) pending.add(index);
        else if (event.type === 'RunDocumentSent' || !event.data.retrying) pending.delete(event.data.index);
        if (pending.size === 0) return existing ? [{ op: 'delete', collection: UNSENT, id: _id }] : [];
        const doc: UnsentRunDoc = {
          _id,
          tenant,
          runId,
          pending: [...pending].sort((a, b) => a - b),
          lastEventAt: event.recordedAt,
          position: existing?.position ?? event.position,
        };
        return [{ op: 'put', collection: UNSENT, doc }];
      }
    }
  },
});
