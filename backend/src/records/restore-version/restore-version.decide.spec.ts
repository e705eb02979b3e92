import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { RecordEvent } from '../record.events';
import { created, deleted, saved, summarize } from '../record.testing';
import { RecordStream } from '../record.streams';
import { decideRestoreVersion } from './restore-version.decide';

const spec = streamSpec(RecordStream);
const history = [
  created({ Name: 'Ann', Age: 30 }),
  saved({ Name: 'Bea', Age: 31, City: 'Oslo' }, { Name: 'Ann', Age: 30, City: null }, 'Bea'),
];
const restore = { recordId: 'r1', historyId: 'e1', versionValues: { Name: 'Ann', Age: 30 }, summarize };

const restored = (changed: Record<string, unknown>, previous: Record<string, unknown>, name: string): RecordEvent => ({
  type: 'RecordValuesSaved',
  data: { recordId: 'r1', changed, previous, name, source: 'restore', restoredFrom: 'e1' },
});

describe('restoring a version of a record', () => {
  it('brings every value of that version back, clearing what it did not have, as a new version', () => {
    spec
      .given(history)
      .when((state) => decideRestoreVersion(restore, state))
      .then([restored({ Name: 'Ann', Age: 30, City: null }, { Name: 'Bea', Age: 31, City: 'Oslo' }, 'Ann')]);
  });

  it('brings back only the chosen fields', () => {
    spec
      .given(history)
      .when((state) => decideRestoreVersion({ ...restore, fields: ['Age', 'City'] }, state))
      .then([restored({ Age: 30, City: null }, { Age: 31, City: 'Oslo' }, 'Bea')]);
  });

  it('leaves external access as it is: a version from when it was open does not reopen it, nor clear it', () => {
    const closed = [...history, saved({ extUserID: null }, { extUserID: 'u-ext' })];
    spec
      .given(closed)
      .when((state) =>
        decideRestoreVersion({ ...restore, versionValues: { Name: 'Ann', Age: 30, extUserID: 'u-ext' } }, state),
      )
      .then([restored({ Name: 'Ann', Age: 30, City: null }, { Name: 'Bea', Age: 31, City: 'Oslo' }, 'Ann')]);
    spec
      .given([...history, saved({ extUserID: 'u-ext' }, { extUserID: null })])
      .when((state) => decideRestoreVersion(restore, state))
      .then([restored({ Name: 'Ann', Age: 30, City: null }, { Name: 'Bea', Age: 31, City: 'Oslo' }, 'Ann')]);
    spec
      .given(closed)
      .when((state) =>
        decideRestoreVersion({ ...restore, versionValues: { extUserID: 'u-ext' }, fields: ['extUserID'] }, state),
      )
      .thenThrows('Neither that version nor the record now has a value for "extUserID": choose among its fields.');
  });

  it('is undone by restoring the version before it', () => {
    const afterRestore = [...history, restored({ Age: 30, City: null }, { Age: 31, City: 'Oslo' }, 'Bea')];
    spec
      .given(afterRestore)
      .when((state) =>
        decideRestoreVersion(
          { ...restore, historyId: 'e2', versionValues: { Name: 'Bea', Age: 31, City: 'Oslo' } },
          state,
        ),
      )
      .then([
        {
          type: 'RecordValuesSaved',
          data: {
            recordId: 'r1',
            changed: { Age: 31, City: 'Oslo' },
            previous: { Age: 30, City: null },
            name: 'Bea',
            source: 'restore',
            restoredFrom: 'e2',
          },
        },
      ]);
  });

  it('writes nothing when the record already has those values', () => {
    spec
      .given(history)
      .when((state) => decideRestoreVersion({ ...restore, fields: ['City'], versionValues: { City: 'Oslo' } }, state))
      .thenNothing();
  });

  it('refuses a field neither that version nor the record has, and a deleted record', () => {
    spec
      .given(history)
      .when((state) => decideRestoreVersion({ ...restore, fields: ['Nope'] }, state))
      .thenThrows('Neither that version nor the record now has a value for "Nope": choose among its fields.');
    spec
      .given([...history, deleted])
      .when((state) => decideRestoreVersion(restore, state))
      .thenThrows(/undelete it/);
  });
});
