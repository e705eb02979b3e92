import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { RunStream } from '../run.streams';
import { startRun, started } from '../run.testing';
import { decideStartRun } from './start-run.decide';

const spec = streamSpec(RunStream);

describe("a run pins the object models it reads (docs/runs.md: Object models' formulas)", () => {
  it('records the version of each object model, by element id', () => {
    const pinned = { ...startRun, models: { person: 4, address: 1 } };
    spec
      .given([])
      .when((state) => decideStartRun(pinned, state))
      .then([{ type: 'RunStarted', data: pinned }]);
    expect(spec.given([{ type: 'RunStarted', data: pinned }]).state.models).toEqual({ person: 4, address: 1 });
  });

  it('reads a run started before object models were pinned as having pinned none (no object formulas)', () => {
    expect(spec.given([started]).state.models).toEqual({});
  });
});
