import { conflict, notFound } from '../../shared/domain/domain-error';
import { valuesChange } from '../record-change-rules';
import type { RecordEvent, SaveSource } from '../record.events';
import { withValues, type RecordState, type RecordValues } from '../record.state';

/** Where a version came from (ARCHITECTURE.md "Records": which app, which run). */
export interface SaveOrigin {
  source: SaveSource;
  app?: string;
  run?: string;
  /** The query item an app's 'SELECT data FROM...' took these values from (its app is `app`). */
  selected?: { query: string; id: string; name: string };
}

export interface CreateRecord extends SaveOrigin {
  recordId: string;
  catalogId: string;
  modelId: string;
  /** Already checked against the model's variables. */
  values: RecordValues;
  /** The model's summary over the values (pure: the same values give the same name). */
  summarize: (values: RecordValues) => string;
}

const origin = ({ source, app, run, selected }: SaveOrigin) => ({
  source,
  ...(app ? { app } : {}),
  ...(run ? { run } : {}),
  ...(selected ? { selected } : {}),
});

const withoutNulls = (values: RecordValues) => withValues({}, values);

export function decideCreateRecord(command: CreateRecord, state: RecordState): RecordEvent[] {
  if (state.exists) throw conflict(`Record ${command.recordId} exists already.`);
  const values = withoutNulls(command.values);
  return [
    {
      type: 'RecordCreated',
      data: {
        recordId: command.recordId,
        catalogId: command.catalogId,
        modelId: command.modelId,
        values,
        name: command.summarize(values),
        ...origin(command),
      },
    },
  ];
}

export interface SaveRecordValues extends SaveOrigin {
  recordId: string;
  /** Already checked; only the variables named change, `null` clears one. */
  values: RecordValues;
  summarize: (values: RecordValues) => string;
  /** The event id of the version a restore brings back. */
  restoredFrom?: string;
}

export const RECORD_DELETED = 'This record was deleted: undelete it before changing it.';
export const recordNotFound = (recordId: string) => notFound(`There is no record ${recordId} in this catalog.`);

/** One version: the values that changed and what they replaced; nothing when nothing changes. */
export function decideSaveRecordValues(command: SaveRecordValues, state: RecordState): RecordEvent[] {
  if (!state.exists) throw recordNotFound(command.recordId);
  if (state.deleted) throw conflict(RECORD_DELETED);
  // A choice of the app's data is remembered even when the item changes no value ('Select only once' reads it).
  const change =
    valuesChange(state.values, command.values) ?? (command.selected ? { changed: {}, previous: {} } : null);
  if (!change) return [];
  const next = withValues(state.values, change.changed);
  return [
    {
      type: 'RecordValuesSaved',
      data: {
        recordId: command.recordId,
        changed: change.changed,
        previous: change.previous,
        name: command.summarize(next),
        ...origin(command),
        ...(command.restoredFrom ? { restoredFrom: command.restoredFrom } : {}),
      },
    },
  ];
}
