import type { RecordEvent } from '../record.events';
import type { RecordState } from '../record.state';
import { recordNotFound } from '../save-record/save-record.decide';

/** A deleted record comes back with every version; undeleting a live one changes nothing. */
export function decideUndeleteRecord(command: { recordId: string }, state: RecordState): RecordEvent[] {
  if (!state.exists) throw recordNotFound(command.recordId);
  if (!state.deleted) return [];
  return [{ type: 'RecordUndeleted', data: { recordId: command.recordId } }];
}
