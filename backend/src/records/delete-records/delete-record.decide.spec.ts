import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { created, deleted, undeleted } from '../record.testing';
import { RecordStream } from '../record.streams';
import { decideDeleteRecord } from './delete-record.decide';
import { decideUndeleteRecord } from '../undelete-record/undelete-record.decide';

const spec = streamSpec(RecordStream);

describe('deleting and undeleting a record', () => {
  it('deletes a live record; deleting it again changes nothing', () => {
    spec
      .given([created()])
      .when((state) => decideDeleteRecord({ recordId: 'r1' }, state))
      .then([deleted]);
    spec
      .given([created(), deleted])
      .when((state) => decideDeleteRecord({ recordId: 'r1' }, state))
      .thenNothing();
    expect(spec.given([created(), deleted]).state).toMatchObject({ deleted: true, values: { Name: 'Ann' } });
  });

  it('refuses to delete or undelete a record that does not exist', () => {
    spec
      .given([])
      .when((state) => decideDeleteRecord({ recordId: 'r1' }, state))
      .thenThrows(/no record r1/);
    spec
      .given([])
      .when((state) => decideUndeleteRecord({ recordId: 'r1' }, state))
      .thenThrows(/no record r1/);
  });

  it('undeletes a deleted record with its values; undeleting a live one changes nothing', () => {
    spec
      .given([created(), deleted])
      .when((state) => decideUndeleteRecord({ recordId: 'r1' }, state))
      .then([undeleted]);
    spec
      .given([created()])
      .when((state) => decideUndeleteRecord({ recordId: 'r1' }, state))
      .thenNothing();
    expect(spec.given([created(), deleted, undeleted]).state).toMatchObject({
      deleted: false,
      values: { Name: 'Ann' },
    });
  });
});
