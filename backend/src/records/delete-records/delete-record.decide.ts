import type { RecordEvent } from '../record.events';
import type { RecordState } from '../record.state';
import { recordNotFound } from '../save-record/save-record.decide';

/** Deleting a deleted record changes nothing (a second click, a retried bulk delete). */
export function decideDeleteRecord(command: { recordId: string }, state: RecordState): RecordEvent[] {
  if (!state.exists) throw recordNotFound(command.recordId);
  if (state.deleted) return [];
  return [{ type: 'RecordDeleted', data: { recordId: command.recordId } }];
}
