import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { RunStream } from '../run.streams';
import { startRun, started } from '../run.testing';
import { decideStartRun } from './start-run.decide';

const spec = streamSpec(RunStream);

describe("a run pins the catalog's global info it reads (docs/runs.md: Global info in record runs)", () => {
  it('records the version of each global it read, 0 for one without info', () => {
    const pinned = { ...startRun, globals: { Firm: 3, Court: 0 } };
    spec
      .given([])
      .when((state) => decideStartRun(pinned, state))
      .then([{ type: 'RunStarted', data: pinned }]);
    expect(spec.given([{ type: 'RunStarted', data: pinned }]).state.globals).toEqual({ Firm: 3, Court: 0 });
  });

  it('reads a run started before global info was read as having read none', () => {
    expect(spec.given([started]).state.globals).toEqual({});
  });
});
