import type { RecordEvent, RecordLink, RecordStatus } from './record.events';

export type RecordValues = Readonly<Record<string, unknown>>;

/** A record as its stream leaves it, at its head or at any revision or instant. */
export interface RecordState {
  exists: boolean;
  deleted: boolean;
  recordId: string;
  catalogId: string;
  modelId: string;
  values: RecordValues;
  /** The summary as last rendered (RecordCreated, RecordValuesSaved). */
  name: string;
  status: RecordStatus;
  /** Who last ran an app on it, and which app: the lock rule's inputs (002 §4). */
  runBy: string | null;
  lastApp: string | null;
  /** The app run the last status change came from (a run's own changes are told apart from another run's). */
  lastRun: string | null;
  /** Apps that saved or ran on the record, in the order first seen. */
  apps: readonly string[];
  /** The query item an app's 'LINK record TO...' linked the record to (the last link); null: not linked. */
  link: RecordLink | null;
}

export const initialRecordState: RecordState = {
  exists: false,
  deleted: false,
  recordId: '',
  catalogId: '',
  modelId: '',
  values: {},
  name: '',
  status: 'Ok',
  runBy: null,
  lastApp: null,
  lastRun: null,
  apps: [],
  link: null,
};

export const isLiveRecord = (state: RecordState) => state.exists && !state.deleted;

/** Sets values; `null` removes one (a change's `previous` says `null` for "was not there"). */
export function withValues(values: RecordValues, set: RecordValues): RecordValues {
  const next: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(set)) {
    if (value === null || value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

const withApp = (apps: readonly string[], app: string | undefined) =>
  app && !apps.includes(app) ? [...apps, app] : apps;

export function evolveRecord(state: RecordState, event: RecordEvent): RecordState {
  switch (event.type) {
    case 'RecordCreated': {
      const { recordId, catalogId, modelId, values, name, app } = event.data;
      return {
        ...initialRecordState,
        exists: true,
        recordId,
        catalogId,
        modelId,
        values: withValues({}, values),
        name,
        apps: withApp([], app),
      };
    }
    case 'RecordValuesSaved':
      return {
        ...state,
        values: withValues(state.values, event.data.changed),
        name: event.data.name,
        apps: withApp(state.apps, event.data.app),
      };
    case 'RecordDeleted':
      return { ...state, deleted: true };
    case 'RecordUndeleted':
      return { ...state, deleted: false };
    case 'RecordStatusChanged':
      return {
        ...state,
        status: event.data.status,
        runBy: event.data.runBy,
        lastApp: event.data.app ?? state.lastApp,
        lastRun: event.data.run ?? null,
        apps: withApp(state.apps, event.data.app),
      };
    case 'RecordLinked':
      return { ...state, link: event.data.link };
  }
}
