import type { RunEvent, SendProvider } from './run.events';

/** A file the run assembled, as its event says (the bytes are in the file store under `sha256`). */
export interface RunDocument {
  template: string;
  templateId: string;
  templateFile: string | null;
  name: string;
  ext: string;
  sha256: string;
  size: number;
}

/**
 * One document on its way to the provider the catalog's app option sends to (RunSendRequested onwards). It is
 * pending while it is not sent and its last failure, if any, is being retried by itself.
 */
export interface DocumentDelivery {
  provider: SendProvider;
  /** Where the provider keeps it: what its link route takes, and its web address when the provider gave one. */
  sent: { ref: string; url: string | null } | null;
  /** The last failure since the document was last asked for (null: none, or it was sent since). */
  failure: { reason: string; retrying: boolean } | null;
  /** Failures since it was last asked for: how far along the retries are. */
  failures: number;
}

/** What became of saving an object's changed data back to where it was read from (by the object's path). */
export interface SaveBack {
  query: string;
  source: string;
  id: string;
  /** The values saved (names); empty when it failed. */
  fields: readonly string[];
  /** Why it was not saved; null: it was. */
  failure: string | null;
}

/**
 * What runs started before the locale was pinned in RunStarted were written in: the templating package's defaults
 * (run-locale.ts reads the workspace's).
 */
export const DEFAULT_RUN_LOCALE = { locale: 'en-US', timeZone: 'UTC' } as const;

/** Where a run is: not started, assembling, done, or stopped by a failure (002 §4: In Progress, then Ok or failed). */
export type RunStatus = 'none' | 'running' | 'completed' | 'failed';

/** One run of an app on a record, folded from its stream. */
export interface RunState {
  status: RunStatus;
  runId: string;
  recordId: string;
  catalogId: string;
  app: string;
  modelId: string;
  modelVersion: number;
  recordVersion: number;
  snapshot: string | null;
  by: string | null;
  /** The locale and time zone its documents are written in (en-US and UTC for runs started before they were pinned). */
  locale: string;
  timeZone: string;
  /** The catalog's global info the run read: its version per global variable (0: none; `{}` before globals were read). */
  globals: Readonly<Record<string, number>>;
  /** The object models it read, at their versions, by element id (`{}` before they were pinned: no object formulas). */
  models: Readonly<Record<string, number>>;
  documents: readonly RunDocument[];
  /** Why the run failed, and the template that failed when one did. */
  failure: { template: string | null; reason: string } | null;
  /** The notification group was mailed about this run. */
  notified: boolean;
  /** The documents asked to be sent to a provider, by their index in `documents`. */
  deliveries: Readonly<Record<number, DocumentDelivery>>;
  /** Objects whose changed data the run saved back, or failed to, by their path in the answers. */
  savedBack: Readonly<Record<string, SaveBack>>;
}

export const initialRunState: RunState = {
  status: 'none',
  runId: '',
  recordId: '',
  catalogId: '',
  app: '',
  modelId: '',
  modelVersion: 0,
  recordVersion: 0,
  snapshot: null,
  by: null,
  ...DEFAULT_RUN_LOCALE,
  globals: {},
  models: {},
  documents: [],
  failure: null,
  notified: false,
  deliveries: {},
  savedBack: {},
};

export function evolveRun(state: RunState, event: RunEvent): RunState {
  switch (event.type) {
    case 'RunStarted': {
      const { snapshot, locale, timeZone, globals, models, ...started } = event.data;
      return {
        ...initialRunState,
        ...started,
        snapshot: snapshot ?? null,
        locale: locale ?? DEFAULT_RUN_LOCALE.locale,
        timeZone: timeZone ?? DEFAULT_RUN_LOCALE.timeZone,
        globals: globals ?? {},
        models: models ?? {},
        status: 'running',
      };
    }
    case 'RunDocumentAssembled': {
      const { runId: _runId, ...document } = event.data;
      return { ...state, documents: [...state.documents, document] };
    }
    case 'RunCompleted':
      return { ...state, status: 'completed' };
    case 'RunFailed':
      return {
        ...state,
        status: 'failed',
        failure: { template: event.data.template ?? null, reason: event.data.reason },
      };
    case 'RunNotified':
      return { ...state, notified: true };
    case 'RunSendRequested': {
      const deliveries = { ...state.deliveries };
      for (const index of event.data.documents) {
        // A document the provider already has stays sent: asking again is for the others.
        if (deliveries[index]?.sent) continue;
        deliveries[index] = { provider: event.data.provider, sent: null, failure: null, failures: 0 };
      }
      return { ...state, deliveries };
    }
    case 'RunDocumentSent': {
      const { index, provider, ref, url } = event.data;
      const sent = { ref, url: url ?? null };
      const before = state.deliveries[index];
      return {
        ...state,
        deliveries: {
          ...state.deliveries,
          [index]: { provider, sent, failure: null, failures: before?.failures ?? 0 },
        },
      };
    }
    case 'RunDocumentSendFailed': {
      const { index, provider, reason, retrying } = event.data;
      const before = state.deliveries[index];
      const failures = (before?.failures ?? 0) + 1;
      return {
        ...state,
        deliveries: { ...state.deliveries, [index]: { provider, sent: null, failure: { reason, retrying }, failures } },
      };
    }
    case 'RunDataSavedBack': {
      const { path, query, source, id, fields } = event.data;
      return { ...state, savedBack: { ...state.savedBack, [path]: { query, source, id, fields, failure: null } } };
    }
    case 'RunDataSaveBackFailed': {
      const { path, query, source, id, reason } = event.data;
      return {
        ...state,
        savedBack: { ...state.savedBack, [path]: { query, source, id, fields: [], failure: reason } },
      };
    }
  }
}
