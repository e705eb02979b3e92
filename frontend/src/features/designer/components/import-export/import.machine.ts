import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from 'xstate';
import type { ImportLogic, ImportTypesResult } from '../../api/import-types.api';
import type { UploadedImport } from '../../api/upload-import.api';

/** What the dialog knows of a chosen file before it is sent (a File in the browser). */
export interface ChosenFile {
  name: string;
}

export const ONE_FILE_ONLY = 'Only one file can be imported at a time.';
export const JSON_OR_ZIP = 'Only a .json or .zip file can be imported.';

/** 001 §5: one file, a .json or a .zip by its name (the server tells the type by the content, and says so). */
export function chosenFileProblem(files: readonly ChosenFile[]): string | null {
  if (files.length === 0) return null;
  if (files.length > 1) return ONE_FILE_ONLY;
  return /\.(json|zip)$/i.test(files[0].name) ? null : JSON_OR_ZIP;
}

export type ImportEvent<F extends ChosenFile = ChosenFile> =
  | { type: 'CHOOSE'; files: readonly F[] }
  | { type: 'SET_LOGIC'; logic: ImportLogic }
  | { type: 'OK' }
  | { type: 'CANCEL' }
  /** Stops the upload under way and keeps the dialog open for another file. */
  | { type: 'ABORT' }
  /** From the upload actor. */
  | { type: 'PROGRESS'; loaded: number; total: number }
  | { type: 'UPLOADED'; upload: UploadedImport }
  | { type: 'UPLOAD_FAILED'; message: string };

export interface ImportContext<F extends ChosenFile = ChosenFile> {
  file?: F;
  /** A file chosen to replace the uploaded one, sent once that one is discarded. */
  next?: F;
  /** 0 to 1 while the file is sent. */
  progress: number;
  upload?: UploadedImport;
  logic: ImportLogic;
  /** What went wrong last (a refused file, the server's message on a failed import), shown in the dialog. */
  error?: string;
  result?: ImportTypesResult;
}

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The import failed; try again.';

/**
 * The Import element dialog (001 §2, §4): idle → uploading (progress; ABORT stops it, Cancel stops it and closes) → uploaded (Ok enabled,
 * the conflict choice) → importing → done, or failed with the server's message and the controls enabled again
 * (Ok tries again, another file replaces the upload). Cancel after an upload discards it. The server calls are
 * actors the dialog provides: `upload` (a callback actor: PROGRESS, then UPLOADED or UPLOAD_FAILED; stopping it
 * aborts the transfer), `discard` and `importFile`.
 */
/** Once a file is on the server (uploaded, or its import refused): import it, cancel, or choose another file. */
const readyToImport = {
  OK: 'importing',
  CANCEL: 'discarding',
  CHOOSE: [
    { guard: 'fileRefused', actions: 'refuseFile' },
    { guard: 'fileChosen', target: 'replacing', actions: 'queueFile' },
  ],
} as const;

export const importMachine = setup({
  types: {} as { context: ImportContext; events: ImportEvent; output: ImportTypesResult | null },
  actors: {
    upload: fromCallback<ImportEvent, { file: ChosenFile }>(() => {
      throw new Error('upload actor not provided');
    }),
    discard: fromPromise<void, { url: string }>(async () => {
      throw new Error('discard actor not provided');
    }),
    importFile: fromPromise<ImportTypesResult, { url: string; logic: ImportLogic }>(async () => {
      throw new Error('importFile actor not provided');
    }),
  },
  guards: {
    fileRefused: ({ event }) => event.type === 'CHOOSE' && chosenFileProblem(event.files) !== null,
    fileChosen: ({ event }) => event.type === 'CHOOSE' && event.files.length === 1,
  },
  actions: {
    refuseFile: assign({
      error: ({ event }) => (event.type === 'CHOOSE' ? (chosenFileProblem(event.files) ?? undefined) : undefined),
    }),
    takeFile: assign({
      file: ({ event }) => (event.type === 'CHOOSE' ? event.files[0] : undefined),
      progress: 0,
      upload: undefined,
      error: undefined,
    }),
    queueFile: assign({ next: ({ event }) => (event.type === 'CHOOSE' ? event.files[0] : undefined) }),
    takeNext: assign({
      file: ({ context }) => context.next,
      next: undefined,
      progress: 0,
      upload: undefined,
      error: undefined,
    }),
    setLogic: assign({ logic: ({ event, context }) => (event.type === 'SET_LOGIC' ? event.logic : context.logic) }),
  },
}).createMachine({
  id: 'import',
  context: { progress: 0, logic: 'existing' },
  initial: 'idle',
  on: { SET_LOGIC: { actions: 'setLogic' } },
  states: {
    idle: {
      on: {
        CHOOSE: [
          { guard: 'fileRefused', actions: 'refuseFile' },
          { guard: 'fileChosen', target: 'uploading', actions: 'takeFile' },
        ],
        CANCEL: 'closed',
      },
    },
    uploading: {
      invoke: { src: 'upload', input: ({ context }) => ({ file: context.file! }) },
      on: {
        PROGRESS: { actions: assign({ progress: ({ event }) => (event.total > 0 ? event.loaded / event.total : 0) }) },
        UPLOADED: { target: 'uploaded', actions: assign({ upload: ({ event }) => event.upload, progress: 1 }) },
        UPLOAD_FAILED: { target: 'idle', actions: assign({ error: ({ event }) => event.message, file: undefined }) },
        // Leaving the state stops the upload actor, which aborts the transfer: nothing is left on the server.
        ABORT: { target: 'idle', actions: assign({ file: undefined, progress: 0 }) },
        CANCEL: 'closed',
      },
    },
    uploaded: {
      on: readyToImport,
    },
    /** Another file instead of the uploaded one: the first upload is discarded, then the new one sent. */
    replacing: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'discard',
        input: ({ context }) => ({ url: context.upload!.url }),
        onDone: { target: 'uploading', actions: 'takeNext' },
        onError: { target: 'uploading', actions: 'takeNext' },
      },
    },
    importing: {
      entry: assign({ error: undefined }),
      invoke: {
        src: 'importFile',
        input: ({ context }) => ({ url: context.upload!.url, logic: context.logic }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    /** The import was refused: the author may try again, choose another file, or cancel. */
    failed: {
      on: readyToImport,
    },
    discarding: {
      invoke: {
        src: 'discard',
        input: ({ context }) => ({ url: context.upload!.url }),
        onDone: 'closed',
        onError: 'closed',
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }) => context.result ?? null,
});

export type ImportActor = ActorRefFrom<typeof importMachine>;
