import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { RunStream } from '../run.streams';
import { assembled, completed, failed, started } from '../run.testing';
import { decideCompleteRun, decideFailRun } from './finish-run.decide';

const spec = streamSpec(RunStream);

describe('finishing a run', () => {
  it('completes with the number of documents assembled', () => {
    spec
      .given([started, assembled()])
      .when((state) => decideCompleteRun('run1', state))
      .then([completed]);
    expect(spec.given([started, assembled(), completed]).state.status).toBe('completed');
  });

  it('fails naming the template and the reason, keeping what was assembled before', () => {
    spec
      .given([started, assembled()])
      .when((state) => decideFailRun({ runId: 'run1', template: 'Letter', reason: 'broken' }, state))
      .then([failed]);
    expect(spec.given([started, assembled(), failed]).state).toMatchObject({
      status: 'failed',
      failure: { template: 'Letter', reason: 'broken' },
      documents: [expect.objectContaining({ template: 'Letter' })],
    });
  });

  it('fails without a template when the run could not assemble at all', () => {
    spec
      .given([started])
      .when((state) => decideFailRun({ runId: 'run1', reason: 'The model was deleted.' }, state))
      .then([{ type: 'RunFailed', data: { runId: 'run1', reason: 'The model was deleted.' } }]);
  });

  it('refuses completing twice, completing a failed run, failing a finished one, and unknown runs', () => {
    spec
      .given([started, completed])
      .when((state) => decideCompleteRun('run1', state))
      .thenThrows('The run run1 has already completed.');
    spec
      .given([started, failed])
      .when((state) => decideCompleteRun('run1', state))
      .thenThrows('The run run1 has already failed.');
    spec
      .given([started, completed])
      .when((state) => decideFailRun({ runId: 'run1', reason: 'late' }, state))
      .thenThrows('The run run1 has already completed.');
    spec
      .given([])
      .when((state) => decideCompleteRun('run1', state))
      .thenThrows('There is no run run1.');
  });
});
