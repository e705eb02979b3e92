import { assign, fromPromise, setup } from 'xstate';
import type { Answers } from '@app/templating/interview';
import { answerAt, withAnswerAt } from '../model/widgets/answer-paths';
import {
  addPending,
  mergeUnsent,
  nextValuesOf,
  rebaseOnTheirs,
  topLevelName,
  type AnswerConflict,
  type PendingAnswers,
} from '../model/interview-pending';
import { retryDelay } from '../model/interview-save-state';
import type { LatestAnswers, SavedAnswers } from '../model/interview.types';

/** The save was refused because someone saved the record since our version (HTTP 409). */
export class SavedByOthers extends Error {}
/** The server could not be reached (no network, navigator offline). */
export class NoConnection extends Error {}

export interface InterviewMachineInput {
  /** Null on a route without a record: the first save creates it. */
  recordId: string | null;
  version: number | null;
  answers: Answers;
  /** Locked by another user: nothing is committed or saved. */
  readOnly?: boolean;
  /** Answers kept on this device by an earlier visit that could not send them. */
  unsent?: PendingAnswers;
}

export interface InterviewMachineContext {
  recordId: string | null;
  version: number | null;
  /** The record's name as the server made it at the last save (its summary of the answers); null until then. */
  recordName: string | null;
  /** The committed answers (what relevance runs on). */
  answers: Answers;
  /** Committed, not sent yet. */
  pending: PendingAnswers;
  /** Being sent now. */
  sending: PendingAnswers;
  readOnly: boolean;
  savedAt: Date | null;
  /** Failed tries in a row: the backoff before the next one. */
  attempt: number;
  error: string | null;
  /** A save was asked for at once (screen change, pagehide, Finish) while another was under way. */
  flush: boolean;
  /** Top-level variables someone else changed, with their name ("Updated by Jane"). */
  updatedBy: Readonly<Record<string, string>>;
  conflicts: readonly (AnswerConflict & { by: string })[];
}

export type InterviewMachineEvent =
  | { type: 'COMMIT'; path: string; value: unknown }
  | { type: 'SAVE_NOW' }
  | { type: 'RETRY' }
  | { type: 'ONLINE' }
  | { type: 'KEEP_MINE'; name: string }
  | { type: 'USE_THEIRS'; name: string };

const hasAny = (pending: PendingAnswers) => Object.keys(pending).length > 0;

/** Everything not on the server yet, as the device keeps it: sent, waiting, and ours in a conflict. */
export function unsentOf(context: InterviewMachineContext): PendingAnswers {
  const conflicted = Object.fromEntries(
    context.conflicts.map((conflict) => [conflict.name, { previous: conflict.theirs, value: conflict.mine }]),
  );
  return mergeUnsent(mergeUnsent(context.sending, context.pending), conflicted);
}

const persistParams = ({ context }: { context: InterviewMachineContext }) => ({
  recordId: context.recordId,
  unsent: unsentOf(context),
});

/**
 * The interview's answers and their autosave (INTERVIEW §7). Committed answers wait 800 ms after the last commit
 * and go as one save of the changed top-level variables with the expected record version; a screen change or
 * `pagehide` saves at once (SAVE_NOW). A new record is created by the first save (`created`). A failed save is
 * tried again with backoff and RETRY; no connection waits for ONLINE (and tries every 15 s). Nothing is dropped:
 * unsent answers are handed to `persist` (kept on the device) after every change. A 409 reads the record as someone
 * else left it: their other answers are taken and marked, ours sent again on top; the same answer changed by both
 * becomes a conflict, ours kept in the field until KEEP_MINE or USE_THEIRS.
 *
 * Actors, provided by the page: `save` (create or save the record), `loadLatest` (the record after a 409).
 */
export const interviewMachine = setup({
  types: {} as { input: InterviewMachineInput; context: InterviewMachineContext; events: InterviewMachineEvent },
  actors: {
    save: fromPromise<
      SavedAnswers,
      { recordId: string | null; version: number | null; nextValues: Record<string, unknown> }
    >(async () => {
      throw new Error('save actor not provided');
    }),
    loadLatest: fromPromise<LatestAnswers, { recordId: string }>(async () => {
      throw new Error('loadLatest actor not provided');
    }),
  },
  actions: {
    persist: (_, _params: { recordId: string | null; unsent: PendingAnswers }) => undefined,
    /** After every save: `isNew` when it created the record (the page then replaces its address). */
    created: (_, _params: { recordId: string; isNew: boolean }) => undefined,
    saved: (_, _params: { version: number }) => undefined,
    commitAnswer: assign(({ context, event }) => {
      if (event.type !== 'COMMIT' || context.readOnly) return {};
      const name = topLevelName(event.path);
      const answers = withAnswerAt(context.answers, event.path, event.value);
      const { [name]: _marked, ...updatedBy } = context.updatedBy;
      return {
        answers,
        pending: addPending(context.pending, name, context.answers[name], answerAt(answers, name)),
        updatedBy,
      };
    }),
    keepMine: assign(({ context, event }) => {
      if (event.type !== 'KEEP_MINE') return {};
      const conflict = context.conflicts.find((each) => each.name === event.name);
      if (!conflict) return {};
      return {
        pending: { ...context.pending, [conflict.name]: { previous: conflict.theirs, value: conflict.mine } },
        conflicts: context.conflicts.filter((each) => each !== conflict),
      };
    }),
    useTheirs: assign(({ context, event }) => {
      if (event.type !== 'USE_THEIRS') return {};
      const conflict = context.conflicts.find((each) => each.name === event.name);
      if (!conflict) return {};
      return {
        answers: { ...context.answers, [conflict.name]: conflict.theirs },
        conflicts: context.conflicts.filter((each) => each !== conflict),
      };
    }),
    takeBack: assign(({ context }) => ({ pending: mergeUnsent(context.sending, context.pending), sending: {} })),
  },
  delays: {
    autosave: 800,
    backoff: ({ context }) => retryDelay(context.attempt - 1),
    offlineRetry: 15_000,
  },
  guards: {
    hasPending: ({ context }) => hasAny(context.pending),
    flushPending: ({ context }) => context.flush && hasAny(context.pending),
    editable: ({ context }) => !context.readOnly,
  },
}).createMachine({
  id: 'interview',
  context: ({ input }) => {
    const unsent = input.unsent ?? {};
    let answers = input.answers;
    for (const [name, change] of Object.entries(unsent)) answers = { ...answers, [name]: change.value };
    return {
      recordId: input.recordId,
      version: input.version,
      recordName: null,
      answers,
      pending: input.readOnly ? {} : unsent,
      sending: {},
      readOnly: input.readOnly === true,
      savedAt: null,
      attempt: 0,
      error: null,
      flush: false,
      updatedBy: {},
      conflicts: [],
    };
  },
  initial: 'starting',
  on: {
    COMMIT: {
      guard: 'editable',
      actions: ['commitAnswer', { type: 'persist', params: persistParams }],
    },
    SAVE_NOW: { actions: assign({ flush: true }) },
    KEEP_MINE: { actions: ['keepMine', { type: 'persist', params: persistParams }] },
    USE_THEIRS: { actions: ['useTheirs', { type: 'persist', params: persistParams }] },
  },
  states: {
    starting: {
      always: [{ guard: 'hasPending', target: 'saving' }, { target: 'idle' }],
    },
    idle: {
      on: {
        COMMIT: {
          guard: 'editable',
          target: 'waiting',
          actions: ['commitAnswer', { type: 'persist', params: persistParams }],
        },
        KEEP_MINE: { target: 'waiting', actions: ['keepMine', { type: 'persist', params: persistParams }] },
      },
    },
    waiting: {
      after: { autosave: 'saving' },
      on: {
        COMMIT: {
          guard: 'editable',
          target: 'waiting',
          reenter: true,
          actions: ['commitAnswer', { type: 'persist', params: persistParams }],
        },
        SAVE_NOW: 'saving',
      },
    },
    saving: {
      entry: assign(({ context }) => ({ sending: context.pending, pending: {}, flush: false })),
      invoke: {
        src: 'save',
        input: ({ context }) => ({
          recordId: context.recordId,
          version: context.version,
          nextValues: nextValuesOf(context.sending),
        }),
        onDone: {
          target: 'saved',
          actions: [
            {
              type: 'created',
              params: ({ context, event }) => ({ recordId: event.output.recordId, isNew: context.recordId === null }),
            },
            assign(({ event }) => ({
              recordId: event.output.recordId,
              version: event.output.version,
              recordName: event.output.name,
              sending: {},
              savedAt: new Date(),
              attempt: 0,
              error: null,
            })),
            { type: 'persist', params: persistParams },
            { type: 'saved', params: ({ event }) => ({ version: event.output.version }) },
          ],
        },
        onError: [
          {
            guard: ({ event }) => event.error instanceof SavedByOthers,
            target: 'resolving',
            actions: 'takeBack',
          },
          {
            guard: ({ event }) => event.error instanceof NoConnection,
            target: 'offline',
            actions: ['takeBack', { type: 'persist', params: persistParams }],
          },
          {
            target: 'failed',
            actions: [
              'takeBack',
              assign(({ context, event }) => ({
                attempt: context.attempt + 1,
                error: event.error instanceof Error ? event.error.message : String(event.error),
              })),
              { type: 'persist', params: persistParams },
            ],
          },
        ],
      },
    },
    /** Just saved: what was committed meanwhile goes next (at once when asked for). */
    saved: {
      always: [
        { guard: 'flushPending', target: 'saving' },
        { guard: 'hasPending', target: 'waiting' },
        { target: 'idle', actions: assign({ flush: false }) },
      ],
    },
    /** "Not saved, Retry": tried again after a growing delay, or at once on RETRY. */
    failed: {
      after: { backoff: 'saving' },
      on: { RETRY: 'saving', SAVE_NOW: 'saving', ONLINE: 'saving' },
    },
    /** "Offline: kept on this device": sent when the connection is back. */
    offline: {
      after: { offlineRetry: 'saving' },
      on: { ONLINE: 'saving', RETRY: 'saving' },
    },
    /** After a 409: read their record, take their answers, send ours again on top. */
    resolving: {
      invoke: {
        src: 'loadLatest',
        input: ({ context }) => ({ recordId: context.recordId ?? '' }),
        onDone: {
          target: 'saved',
          actions: [
            assign(({ context, event }) => {
              const rebased = rebaseOnTheirs(context.answers, context.pending, event.output.values);
              const by = event.output.by;
              const updatedBy = { ...context.updatedBy };
              for (const name of rebased.updated) updatedBy[name] = by;
              return {
                answers: rebased.answers,
                pending: rebased.pending,
                version: event.output.version,
                recordName: event.output.name,
                updatedBy,
                conflicts: [
                  ...context.conflicts.filter((old) => !rebased.conflicts.some((next) => next.name === old.name)),
                  ...rebased.conflicts.map((conflict) => ({ ...conflict, by })),
                ],
                flush: true,
              };
            }),
            { type: 'persist', params: persistParams },
          ],
        },
        onError: [
          { guard: ({ event }) => event.error instanceof NoConnection, target: 'offline' },
          {
            target: 'failed',
            actions: assign(({ context, event }) => ({
              attempt: context.attempt + 1,
              error: event.error instanceof Error ? event.error.message : String(event.error),
            })),
          },
        ],
      },
    },
  },
});
