import { assign, fromPromise, setup } from 'xstate';
import type { ElementKind, ElementView, MemberKind } from '../model/designer.types';
import {
  emptyPending,
  queueAdd,
  queueElementUpdate,
  queueRemove,
  queueUpdate,
  rebasePending,
  saveItems,
  type ChangedSince,
  type PendingItem,
  type PendingList,
} from './pending-changes';

export type PendingEdit =
  | { op: 'add'; kind: MemberKind; properties: Record<string, unknown> & { name: string }; tempId: string }
  | { op: 'update'; kind: MemberKind; memberId: string; set: Record<string, unknown> }
  | { op: 'remove'; kind: MemberKind; memberId: string }
  | { op: 'element'; kind: ElementKind; set: Record<string, unknown> };

export interface PendingInput {
  element: ElementView;
  /** The list kept in the browser from an earlier visit, if any. */
  stored?: PendingList;
}

export interface PendingContext {
  list: PendingList;
  /** The element version the server is at, when it moved on under the list (another author saved). */
  latestVersion?: number;
  /** What could not be re-applied on the latest version, for the author to redo. */
  conflicts: PendingItem[];
}

export type PendingEvent =
  | { type: 'EDIT'; edit: PendingEdit }
  | { type: 'SAVE' }
  | { type: 'REVERT' }
  /** The element was read again: a newer version under a non-empty list is a conflict, under an empty one a reset. */
  | { type: 'ELEMENT_LOADED'; element: ElementView }
  | { type: 'REAPPLY' }
  /**
   * The author changed the element directly (copy, move, reorder): the list moves to that version, without the
   * items of members that left the element.
   */
  | { type: 'OWN_SAVE'; version: number; forget: readonly string[] }
  | { type: 'DISMISS_CONFLICTS' };

export interface SaveOutcome {
  /** The element's version after the save. */
  version: number;
}

/** Raised by the save actor when the element was saved by someone else first (HTTP 409). */
export class SavedElsewhere extends Error {
  /** The element's version now, as the server's message says it ("…it is at version 7 now"), if it does. */
  get version(): number | undefined {
    const match = /version (\d+)/.exec(this.message);
    return match ? Number(match[1]) : undefined;
  }
}

/** One edit queued: what the machine does with each `edit` event. */
export function applyEdit(list: PendingList, edit: PendingEdit): PendingList {
  switch (edit.op) {
    case 'add':
      return queueAdd(list, edit.kind, edit.properties, edit.tempId);
    case 'update':
      return queueUpdate(list, edit.kind, edit.memberId, edit.set);
    case 'remove':
      return queueRemove(list, edit.kind, edit.memberId);
    case 'element':
      return queueElementUpdate(list, edit.kind, edit.set);
  }
}

const startingList = ({ element, stored }: PendingInput): PendingList =>
  stored && stored.items.length > 0 ? stored : emptyPending(element._id, element.version);

/**
 * One element's pending changes (001 §4): edits fold into a list kept in the browser; Save posts it, Revert
 * clears it. While a save is under way the editor is disabled and edits are ignored. When the element moved on
 * under the list (a 409 on save, or a newer version read), the list is kept and the author re-applies it on the
 * latest version: what the other author did not touch applies cleanly, the rest is shown as conflicts. Nothing
 * is dropped without the author choosing to.
 *
 * Actors, provided by the screen: `save` posts the items; `loadLatest` reads the latest element and what changed
 * since the list's version. `persist` keeps the list in the browser.
 */
export const pendingChangesMachine = setup({
  types: {} as { input: PendingInput; context: PendingContext; events: PendingEvent },
  actors: {
    save: fromPromise<SaveOutcome, { items: Record<string, unknown>[] }>(async () => {
      throw new Error('save actor not provided');
    }),
    loadLatest: fromPromise<{ element: ElementView; changed: ChangedSince }, { since: number }>(async () => {
      throw new Error('loadLatest actor not provided');
    }),
  },
  actions: {
    persist: (_, _params: { list: PendingList }) => undefined,
    saved: () => undefined,
  },
  guards: {
    hasChanges: ({ context }) => context.list.items.length > 0,
    movedUnderList: ({ context, event }) =>
      event.type === 'ELEMENT_LOADED' &&
      event.element.version !== context.list.version &&
      context.list.items.length > 0,
    movedUnderEmptyList: ({ context, event }) =>
      event.type === 'ELEMENT_LOADED' && event.element.version !== context.list.version,
  },
}).createMachine({
  id: 'pendingChanges',
  context: ({ input }) => {
    const list = startingList(input);
    const stale = list.items.length > 0 && list.version !== input.element.version;
    return { list, conflicts: [], latestVersion: stale ? input.element.version : undefined };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: ({ context }) => context.latestVersion !== undefined, target: 'outdated' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        EDIT: {
          actions: [
            assign({ list: ({ context, event }) => applyEdit(context.list, event.edit) }),
            { type: 'persist', params: ({ context }) => ({ list: context.list }) },
          ],
        },
        SAVE: { guard: 'hasChanges', target: 'saving' },
        REVERT: {
          actions: [
            assign({ list: ({ context }) => ({ ...context.list, items: [] }), conflicts: [] }),
            { type: 'persist', params: ({ context }) => ({ list: context.list }) },
          ],
        },
        ELEMENT_LOADED: [
          {
            guard: 'movedUnderList',
            target: 'outdated',
            actions: assign({ latestVersion: ({ event }) => event.element.version }),
          },
          {
            guard: 'movedUnderEmptyList',
            actions: assign({
              list: ({ context, event }) => emptyPending(context.list.elementId, event.element.version),
            }),
          },
        ],
        DISMISS_CONFLICTS: { actions: assign({ conflicts: [] }) },
        OWN_SAVE: {
          actions: [
            assign({
              list: ({ context, event }) => ({
                ...context.list,
                version: event.version,
                items: context.list.items.filter((item) => !event.forget.includes(item._id)),
              }),
            }),
            { type: 'persist', params: ({ context }) => ({ list: context.list }) },
          ],
        },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ items: saveItems(context.list) }),
        onDone: {
          target: 'editing',
          actions: [
            assign({
              list: ({ context, event }) => emptyPending(context.list.elementId, event.output.version),
              conflicts: [],
            }),
            { type: 'persist', params: ({ context }) => ({ list: context.list }) },
            'saved',
          ],
        },
        onError: [
          {
            guard: ({ event }) => event.error instanceof SavedElsewhere,
            target: 'outdated',
            actions: assign({
              latestVersion: ({ context, event }) =>
                (event.error as SavedElsewhere).version ?? context.list.version + 1,
            }),
          },
          // Any other failure was shown to the author; the list stays for another try.
          { target: 'editing' },
        ],
      },
    },
    /** The element is newer than the list: the author re-applies the list on it, or reverts it. */
    outdated: {
      on: {
        REAPPLY: 'reapplying',
        REVERT: {
          target: 'editing',
          actions: [
            assign({
              list: ({ context }) =>
                emptyPending(context.list.elementId, context.latestVersion ?? context.list.version),
            }),
            assign({ latestVersion: undefined, conflicts: [] }),
            { type: 'persist', params: ({ context }) => ({ list: context.list }) },
          ],
        },
        ELEMENT_LOADED: { actions: assign({ latestVersion: ({ event }) => event.element.version }) },
      },
    },
    reapplying: {
      invoke: {
        src: 'loadLatest',
        input: ({ context }) => ({ since: context.list.version }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context, event }) => {
              const { list, conflicts } = rebasePending(context.list, event.output.element, event.output.changed);
              return { list, conflicts, latestVersion: undefined };
            }),
            { type: 'persist', params: ({ context }) => ({ list: context.list }) },
          ],
        },
        onError: 'outdated',
      },
    },
  },
});
