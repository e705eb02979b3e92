import type { NewEvent } from '@app/event-schemas';
import { SqliteEventStore } from '@app/storage';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunEvent } from '../run.events';
import { assembled, completed, started } from '../run.testing';
import { unsentDocuments } from './unsent-documents';

describe('documents a stop left unsent, read from the event log (a real SQLite file)', () => {
  let dir: string;
  let store: SqliteEventStore;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'unsent-documents-'));
    store = SqliteEventStore.open(join(dir, 'events.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = async (tenant: string, runId: string, events: RunEvent[]) => {
    const metadata = { tenant, userId: null, correlationId: 'c', causationId: null, time: new Date().toISOString() };
    const stamped: NewEvent[] = events.map((event) => ({ type: event.type, data: { ...event.data, runId }, metadata }));
    await store.append(`${tenant}.run-${runId}`, stamped, 'any');
  };
  const ran = [started, assembled(), completed];
  const requested = (documents: number[]): RunEvent => ({
    type: 'RunSendRequested',
    data: { runId: 'x', provider: 'OneDrive', documents, by: null },
  });
  const sent = (index: number): RunEvent => ({
    type: 'RunDocumentSent',
    data: { runId: 'x', index, provider: 'OneDrive', ref: `doc${index}` },
  });
  const failedSend = (index: number, retrying: boolean): RunEvent => ({
    type: 'RunDocumentSendFailed',
    data: { runId: 'x', index, provider: 'OneDrive', reason: 'down', retrying },
  });

  it('lists runs with documents requested and neither sent nor given up on, in the order they were asked for', async () => {
    await write('demo', 'never-tried', [...ran, requested([0, 1])]);
    await write('demo', 'all-sent', [...ran, requested([0, 1]), sent(0), sent(1)]);
    await write('demo', 'waiting', [...ran, requested([0, 1]), sent(0), failedSend(1, true)]);
    await write('demo', 'given-up', [...ran, requested([0]), failedSend(0, true), failedSend(0, false)]);
    await write('demo', 'asked-again', [...ran, requested([0]), failedSend(0, false), requested([0])]);
    await write('demo', 'not-sending', ran);
    await write('acme', 'never-tried', [...ran, requested([0])]);

    const unsent = await unsentDocuments(store);
    expect(unsent.map(({ tenant, runId }) => [tenant, runId])).toEqual([
      ['demo', 'never-tried'],
      ['demo', 'waiting'],
      ['demo', 'asked-again'],
      ['acme', 'never-tried'],
    ]);
    expect(unsent.every(({ lastEventAt }) => !Number.isNaN(Date.parse(lastEventAt)))).toBe(true);
  });
});
