import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { created } from '../record.testing';
import { RecordStream } from '../record.streams';
import { decideSetRecordStatus } from './set-record-status.decide';

const spec = streamSpec(RecordStream);

describe('a record’s status (002 §4)', () => {
  it('starts Ok, and moves with the runs of apps, remembering who ran which app', () => {
    expect(spec.given([created()]).state.status).toBe('Ok');
    const command = { recordId: 'r1', status: 'In Progress' as const, runBy: 'u2', app: 'Letter', run: 'run1' };
    spec
      .given([created()])
      .when((state) => decideSetRecordStatus(command, state))
      .then([{ type: 'RecordStatusChanged', data: command }]);
    const state = spec.given([created(), { type: 'RecordStatusChanged', data: command }]).state;
    expect(state).toMatchObject({ status: 'In Progress', runBy: 'u2', lastApp: 'Letter', apps: ['Letter'] });
  });

  it('changes nothing when the status, user and app are the same; refuses an unknown record', () => {
    const command = { recordId: 'r1', status: 'Needs Updating' as const, runBy: 'u2', app: 'Letter' };
    spec
      .given([created(), { type: 'RecordStatusChanged', data: command }])
      .when((state) => decideSetRecordStatus(command, state))
      .thenNothing();
    spec
      .given([])
      .when((state) => decideSetRecordStatus(command, state))
      .thenThrows(/no record r1/);
  });
});
