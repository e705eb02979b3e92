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

/**
 * An app run moves a record's status (002 §4); the same status from the same run and user changes nothing. A
 * change naming another run is always written, so every run is on the record's stream (its history lists them).
 */
export function decideSetRecordStatus(command: SetRecordStatus, state: RecordState): RecordEvent[] {
  if (!state.exists) throw recordNotFound(command.recordId);
  const { recordId, status, runBy, app, run } = command;
  // A run that already ended here (its own last change left the record Ok or Out of date) is not put back in
  // progress by a late reminder that it was still running.
  if (status === 'In Progress' && run !== undefined && state.lastRun === run && state.status !== 'In Progress')
    return [];
  const sameRun = run === undefined || state.lastRun === run;
  if (state.status === status && state.runBy === runBy && (app === undefined || state.lastApp === app) && sameRun)
    return [];
  return [
    {
      type: 'RecordStatusChanged',
      data: { recordId, status, runBy, ...(app ? { app } : {}), ...(run ? { run } : {}) },
    },
  ];
}
