import { createActor, fromPromise, waitFor } from 'xstate';
import type { ElementView } from '../model/designer.types';
import type { ChangedSince, PendingList } from './pending-changes';
import { pendingChangesMachine, SavedElsewhere, type SaveOutcome } from './pending-changes.machine';

const element = (version: number): ElementView => ({
  _id: 'M',
  name: 'Client',
  kind: 'model',
  type: 'object',
  version,
  properties: [{ _id: 'v1', name: 'First', type: 'text' }],
  formulas: [],
  templates: [],
  apps: [],
  layouts: [],
});

function start(options: {
  stored?: PendingList;
  save?: (items: Record<string, unknown>[]) => Promise<SaveOutcome>;
  latest?: { element: ElementView; changed: ChangedSince };
  version?: number;
}) {
  const persisted: PendingList[] = [];
  const saves: Record<string, unknown>[][] = [];
  const machine = pendingChangesMachine.provide({
    actors: {
      save: fromPromise(async ({ input }: { input: { items: Record<string, unknown>[] } }) => {
        saves.push(input.items);
        return (options.save ?? (async () => ({ version: 4 })))(input.items);
      }),
      loadLatest: fromPromise(async () => {
        if (!options.latest) throw new Error('no latest');
        return options.latest;
      }),
    },
    actions: { persist: (_, params: { list: PendingList }) => void persisted.push(params.list) },
  });
  const actor = createActor(machine, { input: { element: element(options.version ?? 3), stored: options.stored } });
  actor.start();
  return { actor, persisted, saves };
}

const rename = {
  type: 'EDIT',
  edit: { op: 'update', kind: 'variable', memberId: 'v1', set: { label: 'Given' } },
} as const;

describe('pending changes machine (001 §4)', () => {
  it('queues edits, keeps them in the browser, and saves them as one batch made on the version edited', async () => {
    const { actor, persisted, saves } = start({});
    actor.send(rename);
    expect(persisted.at(-1)?.items).toHaveLength(1);
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves).toEqual([[expect.objectContaining({ action: 'update', _id: 'v1', label: 'Given', version: 3 })]]);
    expect(actor.getSnapshot().context.list).toEqual({ elementId: 'M', version: 4, items: [] });
    expect(persisted.at(-1)?.items).toEqual([]);
  });

  it('ignores edits while a save is under way', async () => {
    let finish: (outcome: SaveOutcome) => void = () => undefined;
    const { actor } = start({ save: () => new Promise((resolve) => (finish = resolve)) });
    actor.send(rename);
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'EDIT', edit: { op: 'remove', kind: 'variable', memberId: 'v1' } });
    finish({ version: 4 });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.list.items).toEqual([]);
  });

  it('keeps the list after a failed save, for another try', async () => {
    const { actor } = start({ save: async () => Promise.reject(new Error('503')) });
    actor.send(rename);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.list.items).toHaveLength(1);
  });

  it('Revert clears the list; Save with nothing pending does nothing', () => {
    const { actor, saves } = start({});
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send(rename);
    actor.send({ type: 'REVERT' });
    expect(actor.getSnapshot().context.list.items).toEqual([]);
    expect(saves).toEqual([]);
  });

  it('on a 409 keeps the list, then re-applies it on the latest version, listing what conflicts', async () => {
    const latest = {
      element: { ...element(5), properties: [{ _id: 'v1', name: 'First', type: 'text' }] },
      changed: { memberIds: new Set(['v1']), elementProperties: new Set<string>() },
    };
    const refusal = new SavedElsewhere(
      'Client was saved by someone else since you opened it (it is at version 5 now).',
    );
    const { actor } = start({ save: async () => Promise.reject(refusal), latest });
    actor.send(rename);
    actor.send({
      type: 'EDIT',
      edit: { op: 'add', kind: 'template', properties: { name: 'Letter' }, tempId: 'new-1' },
    });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('outdated'));
    expect(actor.getSnapshot().context.list.items).toHaveLength(2);
    expect(actor.getSnapshot().context.latestVersion).toBe(5);
    actor.send({ type: 'REAPPLY' });
    await waitFor(actor, (s) => s.matches('editing'));
    const { list, conflicts } = actor.getSnapshot().context;
    expect(list.version).toBe(5);
    expect(list.items.map((item) => item._id)).toEqual(['new-1']);
    expect(conflicts.map((item) => item._id)).toEqual(['v1']);
  });

  it('a list kept from an older version waits to be re-applied; an empty one simply follows the element', () => {
    const stored: PendingList = {
      elementId: 'M',
      version: 2,
      items: [{ action: 'remove', kind: 'variable', _id: 'v1' }],
    };
    expect(start({ stored, version: 3 }).actor.getSnapshot().value).toBe('outdated');
    const { actor } = start({});
    actor.send({ type: 'ELEMENT_LOADED', element: element(6) });
    expect(actor.getSnapshot().context.list.version).toBe(6);
    actor.send(rename);
    actor.send({ type: 'ELEMENT_LOADED', element: element(7) });
    expect(actor.getSnapshot().value).toBe('outdated');
    expect(actor.getSnapshot().context.latestVersion).toBe(7);
  });

  it("the author's own direct save (a move) moves the list on without the members that left", () => {
    const { actor } = start({});
    actor.send(rename);
    actor.send({ type: 'EDIT', edit: { op: 'update', kind: 'variable', memberId: 'v2', set: { label: 'x' } } });
    actor.send({ type: 'OWN_SAVE', version: 4, forget: ['v1'] });
    actor.send({ type: 'ELEMENT_LOADED', element: element(4) });
    const { list } = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect(list.version).toBe(4);
    expect(list.items.map((item) => item._id)).toEqual(['v2']);
  });
});
