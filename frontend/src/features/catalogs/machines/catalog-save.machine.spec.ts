import { createActor, fromPromise, waitFor } from 'xstate';
import type { SyncOffer } from '../model/sync-offer';
import { catalogSaveMachine, type SaveRequest, type SyncRequest } from './catalog-save.machine';

const offer: SyncOffer = {
  parent: { _id: 'wills', name: 'Wills', typeName: 'Estate' },
  targets: [{ _id: 'trusts', name: 'Trusts' }],
};
const request: SaveRequest = { collections: [{ _id: 'wills', version: 1, label: 'Last wills' }], parentId: 'wills' };

function start(options: { save?: () => Promise<SyncOffer | null>; synchronize?: () => Promise<unknown> } = {}) {
  const saves: SaveRequest[] = [];
  const syncs: SyncRequest[] = [];
  let discarded = 0;
  const machine = catalogSaveMachine.provide({
    actors: {
      save: fromPromise(async ({ input }: { input: SaveRequest }) => {
        saves.push(input);
        return (options.save ?? (async () => null))();
      }),
      synchronize: fromPromise(async ({ input }: { input: SyncRequest }) => {
        syncs.push(input);
        return (options.synchronize ?? (async () => undefined))();
      }),
    },
    actions: { discard: () => void discarded++ },
  });
  const actor = createActor(machine).start();
  return { actor, saves, syncs, discarded: () => discarded };
}

describe('the catalog administration save flow (002 §4)', () => {
  it('saves, then is back to editing when no other catalog shares the model', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'SAVE', request });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(saves).toEqual([request]);
  });

  it('offers the sync after a save, and synchronises what the administrator applies', async () => {
    const { actor, syncs } = start({ save: async () => offer });
    actor.send({ type: 'SAVE', request });
    await waitFor(actor, (s) => s.matches('offeringSync'));
    expect(actor.getSnapshot().context.syncOffer).toEqual(offer);
    const sync = { parentCatalog: 'wills', syncList: ['trusts'], skipDisabledAppOptions: true };
    actor.send({ type: 'APPLY_SYNC', request: sync });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(syncs).toEqual([sync]);
    expect(actor.getSnapshot().context.syncOffer).toBeUndefined();
  });

  it('closes the sync dialog when the synchronisation fails: the save stands', async () => {
    const { actor } = start({
      save: async () => offer,
      synchronize: async () => {
        throw new Error('down');
      },
    });
    actor.send({ type: 'SAVE', request });
    await waitFor(actor, (s) => s.matches('offeringSync'));
    actor.send({
      type: 'APPLY_SYNC',
      request: { parentCatalog: 'wills', syncList: ['trusts'], skipDisabledAppOptions: false },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('keeps the changes and says why when someone else saved first (409)', async () => {
    const { actor, discarded } = start({
      save: async () => {
        throw new Error('The catalog Wills was saved by someone else since you opened it.');
      },
    });
    actor.send({ type: 'SAVE', request });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toMatch(/saved by someone else/);
    expect(discarded()).toBe(0);
    actor.send({ type: 'DISMISS_ERROR' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it("asks 'Save changes?' on leaving: Cancel and stay stays", () => {
    const { actor, discarded } = start();
    const proceed = jest.fn();
    actor.send({ type: 'LEAVE', proceed });
    expect(actor.getSnapshot().value).toBe('askingToLeave');
    actor.send({ type: 'STAY' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(proceed).not.toHaveBeenCalled();
    expect(discarded()).toBe(0);
  });

  it('Leave without saving drops the changes and goes on', () => {
    const { actor, discarded, saves } = start();
    const proceed = jest.fn();
    actor.send({ type: 'LEAVE', proceed });
    actor.send({ type: 'LEAVE_WITHOUT_SAVING' });
    expect(discarded()).toBe(1);
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(saves).toEqual([]);
  });

  it('Save and continue saves, offers the sync, then goes on', async () => {
    const { actor, saves } = start({ save: async () => offer });
    const proceed = jest.fn();
    actor.send({ type: 'LEAVE', proceed });
    actor.send({ type: 'SAVE_AND_CONTINUE', request });
    await waitFor(actor, (s) => s.matches('offeringSync'));
    expect(saves).toEqual([request]);
    expect(proceed).not.toHaveBeenCalled();
    actor.send({ type: 'SKIP_SYNC' });
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.pendingLeave).toBeUndefined();
  });

  it('stays when Save and continue fails', async () => {
    const { actor } = start({
      save: async () => {
        throw new Error('saved by someone else');
      },
    });
    const proceed = jest.fn();
    actor.send({ type: 'LEAVE', proceed });
    actor.send({ type: 'SAVE_AND_CONTINUE', request });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(proceed).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.error).toBe('saved by someone else');
  });
});
