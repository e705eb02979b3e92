import type { RecordEvent } from './record.events';
import type { RecordValues } from './record.state';

/** Events of one record for given/when/then specs. */
export const summarize = (values: RecordValues) => String(values.Name ?? '');

export const created = (values: RecordValues = { Name: 'Ann', Age: 30 }): RecordEvent => ({
  type: 'RecordCreated',
  data: { recordId: 'r1', catalogId: 'c1', modelId: 'm1', values, name: summarize(values), source: 'api' },
});

export const saved = (changed: RecordValues, previous: RecordValues, name = 'Ann'): RecordEvent => ({
  type: 'RecordValuesSaved',
  data: { recordId: 'r1', changed, previous, name, source: 'api' },
});

export const deleted: RecordEvent = { type: 'RecordDeleted', data: { recordId: 'r1' } };
export const undeleted: RecordEvent = { type: 'RecordUndeleted', data: { recordId: 'r1' } };
