import { liveVersionGone, runModelVersion } from './run-model-version';

describe('the model version a run assembles (the catalog’s live snapshot, or the latest)', () => {
  it('takes the latest version when the app has no live snapshot on the catalog', () => {
    expect(runModelVersion([], 'Letter', 7)).toEqual({ modelVersion: 7 });
    expect(runModelVersion([{ appName: 'Letter', liveVersion: '' }], 'Letter', 7)).toEqual({ modelVersion: 7 });
    expect(runModelVersion([{ appName: 'Other', liveVersion: '3' }], 'Letter', 7)).toEqual({ modelVersion: 7 });
  });

  it('takes the version the live snapshot pins, naming the snapshot (app names case aside)', () => {
    expect(runModelVersion([{ appName: 'letter', liveVersion: '3' }], 'Letter', 7)).toEqual({
      modelVersion: 3,
      snapshot: '3',
    });
    expect(runModelVersion([{ appName: 'Letter', liveVersion: '7' }], 'Letter', 7)).toEqual({
      modelVersion: 7,
      snapshot: '7',
    });
  });

  it('ignores the global-info entries of the same app', () => {
    const options = [
      { appName: 'Letter', liveVersion: '2', globalTarget: 'Firm' },
      { appName: 'Letter', liveVersion: '5' },
    ];
    expect(runModelVersion(options, 'Letter', 7)).toEqual({ modelVersion: 5, snapshot: '5' });
  });

  it('refuses a snapshot that is no version of the model rather than running another one', () => {
    expect(() => runModelVersion([{ appName: 'Letter', liveVersion: '9' }], 'Letter', 7)).toThrow(
      liveVersionGone('Letter', '9', 7),
    );
    expect(() => runModelVersion([{ appName: 'Letter', liveVersion: 'x1' }], 'Letter', 7)).toThrow(
      liveVersionGone('Letter', 'x1', 7),
    );
  });
});
