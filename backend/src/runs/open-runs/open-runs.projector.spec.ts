import type { RecordedEvent } from '@app/event-schemas';
import type { Doc, DocChange } from '@app/storage';
import type { RunEvent } from '../run.events';
import { completed, failed, started } from '../run.testing';
import { openRunsProjector, RUNNING, UNNOTIFIED, UNSENT } from './open-runs.projector';

/** Applies the events in order over an in-memory view, as the runner does, and answers the documents left. */
function project(events: RunEvent[]): Record<string, Doc[]> {
  const docs = new Map<string, Map<string, Doc>>([RUNNING, UNNOTIFIED, UNSENT].map((name) => [name, new Map()]));
  events.forEach((event, index) => {
    const recorded = {
      ...event,
      id: `e${index}`,
      stream: 'demo.run-run1',
      version: 1,
      revision: index,
      position: 10 + index,
      recordedAt: `2026-11-26T00:00:0${index}.000Z`,
      metadata: { tenant: 'demo', userId: 'u1', correlationId: 'c', causationId: null, time: '' },
    } as unknown as RecordedEvent;
    const changes: DocChange[] = openRunsProjector.apply(recorded, {
      get: (collection, id) => docs.get(collection)?.get(id),
    });
    for (const change of changes) {
      if (change.op === 'put') docs.get(change.collection)!.set(change.doc._id, change.doc);
      else docs.get(change.collection)!.delete(change.id);
    }
  });
  return Object.fromEntries([...docs].map(([name, byId]) => [name, [...byId.values()]]));
}

const requested = (documents: number[]): RunEvent => ({
  type: 'RunSendRequested',
  data: { runId: 'run1', provider: 'OneDrive', documents, by: null },
});
const sent = (index: number): RunEvent => ({
  type: 'RunDocumentSent',
  data: { runId: 'run1', index, provider: 'OneDrive', ref: `doc${index}` },
});
const sendFailed = (index: number, retrying: boolean): RunEvent => ({
  type: 'RunDocumentSendFailed',
  data: { runId: 'run1', index, provider: 'OneDrive', reason: 'down', retrying },
});
const notified: RunEvent = { type: 'RunNotified', data: { runId: 'run1', group: 'g', recipients: 1 } };

describe('the open-runs read model: what a start must pick up again', () => {
  it('holds a started run until it completes or fails', () => {
    expect(project([started])).toMatchObject({
      running: [{ _id: 'demo.run-run1', tenant: 'demo', runId: 'run1', by: 'u1', position: 10 }],
    });
    expect(project([started, failed])).toEqual({ running: [], unnotified: [], unsent: [] });
  });

  it('holds a completed run, with who ran it, until its notice is recorded', () => {
    expect(project([started, completed])).toMatchObject({
      running: [],
      unnotified: [{ runId: 'run1', by: 'u1', position: 10, completedAt: '2026-11-26T00:00:01.000Z' }],
    });
    expect(project([started, completed, notified]).unnotified).toEqual([]);
  });

  it('holds the documents asked to be sent until each is sent or given up on, and again when asked again', () => {
    const asked = [started, completed, requested([0, 1])];
    expect(project([...asked, sent(0), sendFailed(1, true)]).unsent).toMatchObject([
      { runId: 'run1', pending: [1], lastEventAt: '2026-11-26T00:00:04.000Z', position: 12 },
    ]);
    expect(project([...asked, sent(0), sendFailed(1, false)]).unsent).toEqual([]);
    expect(project([...asked, sent(0), sendFailed(1, false), requested([1])]).unsent).toMatchObject([{ pending: [1] }]);
  });
});
