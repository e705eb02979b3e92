import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { RunStream } from '../run.streams';
import { completed, startRun, started } from '../run.testing';
import { decideStartRun } from './start-run.decide';

const spec = streamSpec(RunStream);

describe('starting a run (ARCHITECTURE.md: App runs)', () => {
  it('records the app, the record version and the model version the documents will come from', () => {
    spec
      .given([])
      .when((state) => decideStartRun(startRun, state))
      .then([started]);
    expect(spec.given([started]).state).toMatchObject({
      status: 'running',
      recordId: 'r1',
      app: 'Welcome',
      modelVersion: 3,
      recordVersion: 2,
      snapshot: null,
      by: 'u1',
      documents: [],
    });
  });

  it('names the catalog snapshot that pinned the model version', () => {
    const pinned = { ...startRun, snapshot: 'snap1' };
    spec
      .given([])
      .when((state) => decideStartRun(pinned, state))
      .then([{ type: 'RunStarted', data: pinned }]);
    expect(spec.given([{ type: 'RunStarted', data: pinned }]).state.snapshot).toBe('snap1');
  });

  it("pins the workspace's locale and time zone the documents are written in", () => {
    const british = { ...startRun, locale: 'en-GB', timeZone: 'UTC' };
    spec
      .given([])
      .when((state) => decideStartRun(british, state))
      .then([{ type: 'RunStarted', data: british }]);
    expect(spec.given([{ type: 'RunStarted', data: british }]).state).toMatchObject({
      locale: 'en-GB',
      timeZone: 'UTC',
    });
  });

  it('reads a run started before the locale was pinned as written in en-US and UTC, as it was', () => {
    expect(spec.given([started]).state).toMatchObject({ locale: 'en-US', timeZone: 'UTC' });
  });

  it('refuses to start a run twice, running or finished', () => {
    spec
      .given([started])
      .when((state) => decideStartRun(startRun, state))
      .thenThrows('The run run1 has already started.');
    spec
      .given([started, completed])
      .when((state) => decideStartRun(startRun, state))
      .thenThrows('The run run1 has already started.');
  });
});
