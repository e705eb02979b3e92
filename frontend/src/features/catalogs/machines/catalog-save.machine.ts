import { assign, fromPromise, setup } from 'xstate';
import type { CatalogSave } from '../model/catalog.types';
import type { SyncOffer } from '../model/sync-offer';

/** What Save sends: the catalogs' changes, and the catalog on screen (the sync dialog's parent). */
export interface SaveRequest {
  collections: CatalogSave[];
  parentId: string | undefined;
}

export interface SyncRequest {
  parentCatalog: string;
  syncList: string[];
  skipDisabledAppOptions: boolean;
}

export interface CatalogSaveContext {
  /** The navigation to finish once the question is answered (another catalog, another screen). */
  pendingLeave?: () => void;
  syncOffer?: SyncOffer;
  /** Why the last save failed (someone else saved since), until the next save. */
  error?: string;
}

export type CatalogSaveEvent =
  | { type: 'SAVE'; request: SaveRequest }
  /** Leaving while there are unsaved changes: 'Save changes?' (002 §4). */
  | { type: 'LEAVE'; proceed: () => void }
  | { type: 'SAVE_AND_CONTINUE'; request: SaveRequest }
  | { type: 'LEAVE_WITHOUT_SAVING' }
  | { type: 'STAY' }
  | { type: 'APPLY_SYNC'; request: SyncRequest }
  | { type: 'SKIP_SYNC' }
  | { type: 'DISMISS_ERROR' };

/**
 * The catalog administration's save flow (002 §4): Save sends every change at once; afterwards, when other
 * catalogs share the model whose app settings were saved, the sync dialog offers to copy them (Apply or not).
 * Leaving with unsaved changes asks 'Save changes?': Save and continue saves (then offers the sync) and goes on,
 * Leave without saving drops the changes and goes on, Cancel and stay stays. A failed save keeps every change
 * and stays, saying why.
 *
 * Actors, provided by the screen: `save` answers the sync offer after a save (null for none); `synchronize` copies
 * the app settings. Action `discard` drops the unsaved changes.
 */
export const catalogSaveMachine = setup({
  types: {} as { context: CatalogSaveContext; events: CatalogSaveEvent },
  actors: {
    save: fromPromise<SyncOffer | null, SaveRequest>(async () => {
      throw new Error('save actor not provided');
    }),
    synchronize: fromPromise<unknown, SyncRequest>(async () => {
      throw new Error('synchronize actor not provided');
    }),
  },
  actions: {
    discard: () => undefined,
    proceed: ({ context }) => context.pendingLeave?.(),
    forgetLeave: assign({ pendingLeave: undefined }),
  },
}).createMachine({
  id: 'catalogSave',
  context: {},
  initial: 'editing',
  states: {
    editing: {
      on: {
        SAVE: { target: 'saving', actions: assign({ error: undefined }) },
        LEAVE: { target: 'askingToLeave', actions: assign({ pendingLeave: ({ event }) => event.proceed }) },
        DISMISS_ERROR: { actions: assign({ error: undefined }) },
      },
    },
    askingToLeave: {
      on: {
        SAVE_AND_CONTINUE: { target: 'saving', actions: assign({ error: undefined }) },
        LEAVE_WITHOUT_SAVING: { target: 'editing', actions: ['discard', 'proceed', 'forgetLeave'] },
        STAY: { target: 'editing', actions: 'forgetLeave' },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ event }) => (event as Extract<CatalogSaveEvent, { request: SaveRequest }>).request,
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'offeringSync',
            actions: assign({ syncOffer: ({ event }) => event.output ?? undefined }),
          },
          { target: 'editing', actions: ['proceed', 'forgetLeave'] },
        ],
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            pendingLeave: undefined,
          }),
        },
      },
    },
    offeringSync: {
      on: {
        APPLY_SYNC: 'synchronizing',
        SKIP_SYNC: { target: 'editing', actions: ['proceed', 'forgetLeave', assign({ syncOffer: undefined })] },
      },
    },
    synchronizing: {
      invoke: {
        src: 'synchronize',
        input: ({ event }) => (event as Extract<CatalogSaveEvent, { type: 'APPLY_SYNC' }>).request,
        // 002 §8: a failed synchronisation closes the dialog (the failure was toasted); the save stands.
        onDone: { target: 'editing', actions: ['proceed', 'forgetLeave', assign({ syncOffer: undefined })] },
        onError: { target: 'editing', actions: ['proceed', 'forgetLeave', assign({ syncOffer: undefined })] },
      },
    },
  },
});
