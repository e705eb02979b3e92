import { createActor, fromPromise, waitFor } from 'xstate';
import type { PendingAnswers } from '../model/interview-pending';
import type { LatestAnswers, SavedAnswers } from '../model/interview.types';
import { interviewMachine, NoConnection, SavedByOthers, type InterviewMachineInput } from './interview.machine';

type SaveInput = { recordId: string | null; version: number | null; nextValues: Record<string, unknown> };

/** A record server in memory: versions, values, and what each save sent. */
function server(start: { version: number; values: Record<string, unknown> }) {
  const state = { ...start, values: { ...start.values } };
  const saves: SaveInput[] = [];
  const failures: Error[] = [];
  return {
    state,
    saves,
    failures,
    save: async (input: SaveInput): Promise<SavedAnswers> => {
      saves.push(input);
      const failure = failures.shift();
      if (failure) throw failure;
      if (input.recordId !== null && input.version !== state.version) throw new SavedByOthers('changed');
      for (const [name, value] of Object.entries(input.nextValues)) state.values[name] = value;
      state.version += 1;
      return { recordId: input.recordId ?? 'r-new', name: 'Ada', version: state.version };
    },
    latest: async (): Promise<LatestAnswers> => ({
      version: state.version,
      name: 'Ada',
      values: { ...state.values },
      by: 'Jane',
    }),
    /** Someone else saves. */
    theySave(values: Record<string, unknown>) {
      Object.assign(state.values, values);
      state.version += 1;
    },
  };
}

function start(input: Partial<InterviewMachineInput>, backend = server({ version: 3, values: {} })) {
  const persisted: { recordId: string | null; unsent: PendingAnswers }[] = [];
  const created: { recordId: string; isNew: boolean }[] = [];
  const machine = interviewMachine.provide({
    actors: {
      save: fromPromise(({ input }: { input: SaveInput }) => backend.save(input)),
      loadLatest: fromPromise(() => backend.latest()),
    },
    actions: {
      persist: (_, params) => persisted.push(params),
      created: (_, params) => created.push(params),
    },
    delays: { autosave: 20, backoff: 20, offlineRetry: 10_000 },
  });
  const actor = createActor(machine, {
    input: { recordId: 'r1', version: 3, answers: {}, ...input },
  }).start();
  const settled = () => waitFor(actor, (s) => s.matches('idle'), { timeout: 1000 });
  return { actor, backend, persisted, created, settled };
}

describe('the interview autosave', () => {
  it('saves committed answers as one save after the pause, with the expected version', async () => {
    const { actor, backend, settled } = start(
      { answers: { Name: 'Ada' } },
      server({ version: 3, values: { Name: 'Ada' } }),
    );
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    actor.send({ type: 'COMMIT', path: 'Kids[0].Age', value: 4 });
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
    const state = await settled();
    expect(backend.saves).toEqual([{ recordId: 'r1', version: 3, nextValues: { Name: 'Bo', Kids: [{ Age: 4 }] } }]);
    expect(state.context.version).toBe(4);
    expect(state.context.savedAt).toBeInstanceOf(Date);
    expect(state.context.answers).toEqual({ Name: 'Bo', Kids: [{ Age: 4 }] });
  });

  it('saves at once when asked (screen change, pagehide)', async () => {
    const { actor, backend } = start({});
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    actor.send({ type: 'SAVE_NOW' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(backend.saves).toHaveLength(1);
  });

  it('keeps answers committed during a save for the next one', async () => {
    const { actor, backend, settled } = start({});
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    actor.send({ type: 'SAVE_NOW' });
    actor.send({ type: 'COMMIT', path: 'City', value: 'Oslo' });
    await settled();
    await waitFor(actor, (s) => s.matches('idle') && backend.saves.length === 2, { timeout: 1000 });
    expect(backend.saves.map((save) => save.nextValues)).toEqual([{ Name: 'Bo' }, { City: 'Oslo' }]);
    expect(backend.saves[1].version).toBe(4);
  });

  it('creates the record on the first save of a new one, then saves it by id', async () => {
    const backend = server({ version: 0, values: {} });
    const { actor, created, settled } = start({ recordId: null, version: null }, backend);
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Ada' });
    await settled();
    expect(backend.saves[0]).toEqual({ recordId: null, version: null, nextValues: { Name: 'Ada' } });
    expect(created).toEqual([{ recordId: 'r-new', isNew: true }]);
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    await waitFor(actor, (s) => s.matches('idle') && backend.saves.length === 2);
    expect(backend.saves[1]).toMatchObject({ recordId: 'r-new', version: 1 });
    expect(created[1]).toEqual({ recordId: 'r-new', isNew: false });
  });

  it('retries a failed save with backoff and never drops the answers', async () => {
    const { actor, backend, persisted, settled } = start({});
    backend.failures.push(new Error('500 Internal Server Error'), new Error('500 Internal Server Error'));
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('500 Internal Server Error');
    expect(actor.getSnapshot().context.pending).toEqual({ Name: { previous: undefined, value: 'Bo' } });
    expect(persisted.at(-1)?.unsent).toEqual({ Name: { previous: undefined, value: 'Bo' } });
    const state = await settled();
    expect(backend.saves).toHaveLength(3);
    expect(backend.state.values).toEqual({ Name: 'Bo' });
    expect(state.context.attempt).toBe(0);
    expect(persisted.at(-1)?.unsent).toEqual({});
  });

  it('tries again at once on Retry', async () => {
    const { actor, backend } = start({});
    backend.failures.push(new Error('boom'));
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(backend.state.values).toEqual({ Name: 'Bo' });
  });

  it('keeps answers on the device while offline and sends them when back online', async () => {
    const { actor, backend, persisted } = start({});
    backend.failures.push(new NoConnection('offline'));
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(persisted.at(-1)).toEqual({ recordId: 'r1', unsent: { Name: { previous: undefined, value: 'Bo' } } });
    actor.send({ type: 'COMMIT', path: 'City', value: 'Oslo' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    actor.send({ type: 'ONLINE' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(backend.saves.at(-1)?.nextValues).toEqual({ Name: 'Bo', City: 'Oslo' });
  });

  it('sends the answers an earlier visit kept on the device when it opens', async () => {
    const backend = server({ version: 3, values: { Name: 'Ada' } });
    const { actor } = start({ answers: { Name: 'Ada' }, unsent: { Name: { previous: 'Ada', value: 'Bo' } } }, backend);
    expect(actor.getSnapshot().context.answers).toEqual({ Name: 'Bo' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(backend.state.values).toEqual({ Name: 'Bo' });
  });

  it('on a conflict over other answers, takes theirs, marks them and sends ours on top', async () => {
    const backend = server({ version: 3, values: { Name: 'Ada', City: 'Oslo' } });
    const { actor } = start({ answers: { Name: 'Ada', City: 'Oslo' } }, backend);
    backend.theySave({ City: 'Bergen' });
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    const state = await waitFor(actor, (s) => s.matches('idle') && s.context.version === 5);
    expect(backend.state.values).toEqual({ Name: 'Bo', City: 'Bergen' });
    expect(state.context.answers).toEqual({ Name: 'Bo', City: 'Bergen' });
    expect(state.context.updatedBy).toEqual({ City: 'Jane' });
    expect(state.context.conflicts).toEqual([]);
  });

  it('on a conflict over the same answer keeps ours in the field and lets the person choose', async () => {
    const backend = server({ version: 3, values: { Name: 'Ada', City: 'Oslo' } });
    const { actor, persisted } = start({ answers: { Name: 'Ada', City: 'Oslo' } }, backend);
    backend.theySave({ Name: 'Eve' });
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    actor.send({ type: 'COMMIT', path: 'City', value: 'Rome' });
    const state = await waitFor(actor, (s) => s.matches('idle') && s.context.conflicts.length > 0);
    expect(state.context.answers.Name).toBe('Bo');
    expect(state.context.conflicts).toEqual([{ name: 'Name', mine: 'Bo', theirs: 'Eve', by: 'Jane' }]);
    expect(backend.state.values).toEqual({ Name: 'Eve', City: 'Rome' });
    expect(persisted.at(-1)?.unsent).toEqual({ Name: { previous: 'Eve', value: 'Bo' } });

    actor.send({ type: 'KEEP_MINE', name: 'Name' });
    await waitFor(actor, (s) => s.matches('idle') && backend.state.values.Name === 'Bo');
    expect(actor.getSnapshot().context.conflicts).toEqual([]);
  });

  it('"Use theirs" puts their answer in the field and sends nothing', async () => {
    const backend = server({ version: 3, values: { Name: 'Ada' } });
    const { actor } = start({ answers: { Name: 'Ada' } }, backend);
    backend.theySave({ Name: 'Eve' });
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    await waitFor(actor, (s) => s.context.conflicts.length > 0 && s.matches('idle'));
    const saves = backend.saves.length;
    actor.send({ type: 'USE_THEIRS', name: 'Name' });
    expect(actor.getSnapshot().context.answers.Name).toBe('Eve');
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(backend.saves).toHaveLength(saves);
  });

  it('changes nothing while the record is locked by someone else', () => {
    const { actor } = start({ readOnly: true, answers: { Name: 'Ada' } });
    actor.send({ type: 'COMMIT', path: 'Name', value: 'Bo' });
    expect(actor.getSnapshot().context.answers).toEqual({ Name: 'Ada' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });
});
