import type { RecordEvent, RecordStatus } from '../record.events';
import type { RecordState } from '../record.state';
import { recordNotFound } from '../save-record/save-record.decide';

export interface SetRecordStatus {
  recordId: string;
  status: RecordStatus;
  /** The user who ran the app (the lock rule compares it with whoever opens the record). */
  runBy: string | null;
  app?: string;
  run?: string;
}

/** An app run moves a record's status (002 §4); the same status from the same run and user changes nothing. */
export function decideSetRecordStatus(command: SetRecordStatus, state: RecordState): RecordEvent[] {
  if (!state.exists) throw recordNotFound(command.recordId);
  const { recordId, status, runBy, app, run } = command;
  if (state.status === status && state.runBy === runBy && (app === undefined || state.lastApp === app)) return [];
  return [
    {
      type: 'RecordStatusChanged',
      data: { recordId, status, runBy, ...(app ? { app } : {}), ...(run ? { run } : {}) },
    },
  ];
}
