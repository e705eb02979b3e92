import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { ImportStreamEvent, ImportStreamInput } from '../api/import-events';
import { WRONG_KIND } from './import-file';
import { importWizardMachine, type PreparedImport } from './import-wizard.machine';

const csv = new File(['Name\nAnn\n'], 'clients.csv');

function start(prepared: PreparedImport | Error = { sessionId: 's1', total: 3 }) {
  const calls = { prepared: [] as string[], streams: [] as string[], closed: 0 };
  let send: (event: ImportStreamEvent) => void = () => undefined;
  const machine = importWizardMachine.provide({
    actors: {
      prepare: fromPromise(async ({ input }: { input: { tenancy: string; file: File } }) => {
        calls.prepared.push(input.file.name);
        if (prepared instanceof Error) throw prepared;
        return prepared;
      }),
      progress: fromCallback<ImportStreamEvent, ImportStreamInput>(({ input, sendBack }) => {
        calls.streams.push(`${input.tenancy}/${input.catalog}/${input.sessionId}`);
        send = sendBack;
        return () => (calls.closed += 1);
      }),
    },
  });
  const actor = createActor(machine, { input: { tenancy: 'demo', catalog: 'Clients' } }).start();
  return { actor, calls, server: (event: ImportStreamEvent) => send(event) };
}

describe('import wizard', () => {
  it('does not upload without a file, nor a file that is not .csv or .json', () => {
    const { actor, calls } = start();
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'CHOOSE', file: new File(['x'], 'rows.xlsx') });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, error: WRONG_KIND });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(calls.prepared).toEqual([]);
  });

  it('uploads, imports with progress, and ends on the summary', async () => {
    const { actor, calls, server } = start();
    actor.send({ type: 'CHOOSE', file: csv });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('importing'));
    expect(calls.streams).toEqual(['demo/Clients/s1']);
    expect(actor.getSnapshot().context.total).toBe(3);
    server({ type: 'compiling', columns: ['Name'], unknownColumns: ['Shoe'] });
    server({ type: 'total', total: 3 });
    server({ type: 'succeeded', succeeded: 1 });
    server({ type: 'failed', failed: 1, failures: [{ row: 3, column: 'Age', reason: '"x" is not a number.' }] });
    expect(actor.getSnapshot().context).toMatchObject({ succeeded: 1, failed: 1, unknownColumns: ['Shoe'] });
    server({
      type: 'completed',
      summary: {
        total: 3,
        succeeded: 2,
        failed: 1,
        failures: [{ row: 3, column: 'Age', reason: '"x" is not a number.' }],
        unknownColumns: ['Shoe'],
        position: 99,
      },
    });
    expect(actor.getSnapshot().value).toBe('summary');
    expect(actor.getSnapshot().context).toMatchObject({ total: 3, succeeded: 2, failed: 1, position: 99 });
    expect(calls.closed).toBe(1);
  });

  it('closes the stream and stops the progress on an error event', async () => {
    const { actor, calls, server } = start({ sessionId: 's2', total: 1000 });
    actor.send({ type: 'CHOOSE', file: csv });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('importing'));
    server({ type: 'succeeded', succeeded: 250 });
    server({ type: 'error', message: 'The disk is full.' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(calls.closed).toBe(1);
    server({ type: 'succeeded', succeeded: 500 });
    expect(actor.getSnapshot().context).toMatchObject({ succeeded: 250, error: 'The disk is full.' });
  });

  it('goes back to the upload step with the reason when the upload is refused', async () => {
    const { actor } = start(new Error('photo.csv is not a CSV file'));
    actor.send({ type: 'CHOOSE', file: csv });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'photo.csv is not a CSV file', file: csv });
  });

  it('resets everything when closed, closing a stream still open', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'CHOOSE', file: csv });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('importing'));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, sessionId: null, total: 0, succeeded: 0 });
    expect(calls.closed).toBe(1);
  });
});
