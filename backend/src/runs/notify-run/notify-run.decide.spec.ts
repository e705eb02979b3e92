import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { RunStream } from '../run.streams';
import { assembled, completed, failed, started } from '../run.testing';
import { decideNotifyRun, owesNotice } from './notify-run.decide';

const spec = streamSpec(RunStream);
const notice = { runId: 'run1', group: 'g1', recipients: 2 };
const notified = { type: 'RunNotified' as const, data: notice };

describe('notifying the group of a completed run', () => {
  it('records the notice once the run completed', () => {
    spec
      .given([started, assembled(), completed])
      .when((state) => decideNotifyRun(notice, state))
      .then([notified]);
    expect(spec.given([started, assembled(), completed, notified]).state.notified).toBe(true);
  });

  it('records nothing twice, and nothing for a run still assembling or failed', () => {
    spec
      .given([started, assembled(), completed, notified])
      .when((state) => decideNotifyRun(notice, state))
      .then([]);
    spec
      .given([started])
      .when((state) => decideNotifyRun(notice, state))
      .then([]);
    spec
      .given([started, failed])
      .when((state) => decideNotifyRun(notice, state))
      .then([]);
  });

  it('owes a notice only while completed and not notified', () => {
    expect(owesNotice(spec.given([started, completed]).state)).toBe(true);
    expect(owesNotice(spec.given([started, completed, notified]).state)).toBe(false);
    expect(owesNotice(spec.given([started]).state)).toBe(false);
    expect(owesNotice(spec.given([started, failed]).state)).toBe(false);
  });
});
