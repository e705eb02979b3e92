import { invalid } from '../../shared/domain/domain-error';
import type { RecordEvent } from '../record.events';
import type { RecordState, RecordValues } from '../record.state';
import { decideSaveRecordValues } from '../save-record/save-record.decide';

export interface RestoreVersion {
  recordId: string;
  /** The id of the history entry (event) whose values come back. */
  historyId: string;
  /** The record's values right after that entry. */
  versionValues: RecordValues;
  /** Only these variables (the restore of chosen fields); all of them when absent. */
  fields?: readonly string[];
  summarize: (values: RecordValues) => string;
  app?: string;
}

/**
 * A restore never rewrites history: it appends a version that brings the chosen values of an earlier version back
 * (a value that version did not have is cleared), so it is itself undone by restoring the entry before it.
 */
export function decideRestoreVersion(command: RestoreVersion, state: RecordState): RecordEvent[] {
  // Values only: external access (the record property extUserID) is opened and closed on purpose, never brought
  // back by restoring a version from when it was open.
  const names = new Set(
    [...Object.keys(state.values), ...Object.keys(command.versionValues)].filter((name) => name !== 'extUserID'),
  );
  const fields = command.fields ?? [...names];
  const unknown = fields.filter((field) => !names.has(field));
  if (unknown.length > 0) {
    throw invalid(
      `Neither that version nor the record now has a value for ${unknown.map((name) => JSON.stringify(name)).join(', ')}: choose among its fields.`,
    );
  }
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    values[field] = Object.hasOwn(command.versionValues, field) ? command.versionValues[field] : null;
  }
  return decideSaveRecordValues(
    {
      recordId: command.recordId,
      values,
      summarize: command.summarize,
      source: 'restore',
      app: command.app,
      restoredFrom: command.historyId,
    },
    state,
  );
}
