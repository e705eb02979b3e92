import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ImportStreamEvent, ImportStreamInput, RowFailure } from '../api/import-events';
import { importFileKind, WRONG_KIND } from './import-file';

/** The prepared import (POST /upload/import/uploadValues's answer). */
export interface PreparedImport {
  sessionId: string;
  total: number;
}

export interface ImportWizardContext {
  tenancy: string;
  catalog: string;
  file: File | null;
  sessionId: string | null;
  total: number;
  succeeded: number;
  failed: number;
  failures: RowFailure[];
  unknownColumns: string[];
  /** What went wrong: a refused file, a failed upload, an import error event. */
  error: string | null;
  /** The position of the imported records, for the list to read them (read-your-writes). */
  position: number | null;
}

export type ImportWizardEvent =
  { type: 'CHOOSE'; file: File | null } | { type: 'UPLOAD' } | { type: 'CLOSE' } | ImportStreamEvent;

const fresh = (tenancy: string, catalog: string): ImportWizardContext => ({
  tenancy,
  catalog,
  file: null,
  sessionId: null,
  total: 0,
  succeeded: 0,
  failed: 0,
  failures: [],
  unknownColumns: [],
  error: null,
  position: null,
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The import wizard (002 §4: upload step, then summary step): a file chosen (one .csv or .json), uploaded and
 * prepared, then imported with progress told by the server's events, then the summary. An error event closes the
 * stream and stops the progress where it was (§8); closing resets everything (§4).
 */
export const importWizardMachine = setup({
  types: {
    context: {} as ImportWizardContext,
    events: {} as ImportWizardEvent,
    input: {} as { tenancy: string; catalog: string },
  },
  // The dialog provides them (prepare-import.ts, api/import-progress.ts); the spec provides its own.
  actors: {
    prepare: fromPromise<PreparedImport, { tenancy: string; file: File }>(async () => {
      throw new Error('prepare actor not provided');
    }),
    progress: fromCallback<ImportStreamEvent, ImportStreamInput>(() => {
      throw new Error('progress actor not provided');
    }),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
  },
}).createMachine({
  id: 'importWizard',
  context: ({ input }) => fresh(input.tenancy, input.catalog),
  initial: 'choosing',
  on: {
    CLOSE: { target: '.closed', actions: assign(({ context }) => fresh(context.tenancy, context.catalog)) },
  },
  states: {
    choosing: {
      on: {
        CHOOSE: {
          actions: assign(({ event }) => ({
            file: event.file && importFileKind(event.file.name) ? event.file : null,
            error: event.file && !importFileKind(event.file.name) ? WRONG_KIND : null,
          })),
        },
        UPLOAD: { guard: 'hasFile', target: 'uploading', actions: assign({ error: null }) },
      },
    },
    uploading: {
      invoke: {
        src: 'prepare',
        input: ({ context }) => ({ tenancy: context.tenancy, file: context.file as File }),
        onDone: {
          target: 'importing',
          actions: assign(({ event }) => ({ sessionId: event.output.sessionId, total: event.output.total })),
        },
        onError: { target: 'choosing', actions: assign(({ event }) => ({ error: message(event.error) })) },
      },
    },
    importing: {
      invoke: {
        src: 'progress',
        input: ({ context }) => ({
          tenancy: context.tenancy,
          catalog: context.catalog,
          sessionId: context.sessionId as string,
        }),
      },
      on: {
        compiling: { actions: assign(({ event }) => ({ unknownColumns: event.unknownColumns })) },
        total: { actions: assign(({ event }) => ({ total: event.total })) },
        succeeded: { actions: assign(({ event }) => ({ succeeded: event.succeeded })) },
        failed: {
          actions: assign(({ context, event }) => ({
            failed: event.failed,
            failures: [...context.failures, ...event.failures],
          })),
        },
        completed: {
          target: 'summary',
          actions: assign(({ event }) => ({
            total: event.summary.total,
            succeeded: event.summary.succeeded,
            failed: event.summary.failed,
            failures: event.summary.failures,
            unknownColumns: event.summary.unknownColumns,
            position: event.summary.position,
          })),
        },
        // Leaving `importing` stops the progress actor, which closes the stream.
        error: { target: 'stopped', actions: assign(({ event }) => ({ error: event.message })) },
      },
    },
    /** An error event: the stream is closed and the progress stays where it stopped. */
    stopped: {},
    summary: {},
    closed: { type: 'final' },
  },
});
