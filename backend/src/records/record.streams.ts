import { defineStream } from '../shared/event-sourcing/define-stream';
import { RECORD_EVENTS } from './record.events';
import { evolveRecord, initialRecordState } from './record.state';

/** One record of a catalog, every version of its values: `{tenant}.record-{recordId}`. */
export const RecordStream = defineStream({
  category: 'record',
  events: RECORD_EVENTS,
  initial: initialRecordState,
  evolve: evolveRecord,
});
