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

  it('writes a change from another run even with the same status, so every run is on the record', () => {
    const first = { recordId: 'r1', status: 'In Progress' as const, runBy: 'u2', app: 'Letter', run: 'run1' };
    const second = { ...first, run: 'run2' };
    spec
      .given([created(), { type: 'RecordStatusChanged', data: first }])
      .when((state) => decideSetRecordStatus(second, state))
      .then([{ type: 'RecordStatusChanged', data: second }]);
    spec
      .given([created(), { type: 'RecordStatusChanged', data: first }])
      .when((state) => decideSetRecordStatus(first, state))
      .thenNothing();
  });

  it('does not put a run that ended back in progress (a reminder that came late)', () => {
    const running = { recordId: 'r1', status: 'In Progress' as const, runBy: 'u2', app: 'Letter', run: 'run2' };
    const ended = { ...running, status: 'Ok' as const };
    spec
      .given([created(), { type: 'RecordStatusChanged', data: running }, { type: 'RecordStatusChanged', data: ended }])
      .when((state) => decideSetRecordStatus(running, state))
      .thenNothing();
    // Another run's end in between: the one still running is put back in progress.
    const other = { ...ended, run: 'run1' };
    spec
      .given([created(), { type: 'RecordStatusChanged', data: running }, { type: 'RecordStatusChanged', data: other }])
      .when((state) => decideSetRecordStatus(running, state))
      .then([{ type: 'RecordStatusChanged', data: running }]);
  });
});
