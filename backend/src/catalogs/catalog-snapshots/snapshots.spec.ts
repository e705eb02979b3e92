import { snapshotVersion, toSnapshots } from './snapshots';

describe("a catalog's snapshots (the versions of its model)", () => {
  it('lists every version but deletions, newest first as given, with its date and label (null when unnamed)', () => {
    expect(
      toSnapshots([
        { version: 4, kind: 'restored', at: '2026-01-04T00:00:00.000Z' },
        { version: 3, kind: 'deleted', at: '2026-01-03T00:00:00.000Z' },
        { version: 2, kind: 'saved', at: '2026-01-02T00:00:00.000Z', label: 'Before the 2027 rates' },
        { version: 1, kind: 'created', at: '2026-01-01T00:00:00.000Z', label: '' },
      ]),
    ).toEqual([
      { _id: '4', AppID: null, version: '2026-01-04T00:00:00.000Z', label: null, modelVersion: 4 },
      { _id: '2', AppID: null, version: '2026-01-02T00:00:00.000Z', label: 'Before the 2027 rates', modelVersion: 2 },
      { _id: '1', AppID: null, version: '2026-01-01T00:00:00.000Z', label: null, modelVersion: 1 },
    ]);
  });

  it('takes a snapshot id that is a version number, and nothing else', () => {
    expect(snapshotVersion('12')).toBe(12);
    expect(['0', '-1', '1.5', 'abc', '', '1234567890'].map(snapshotVersion)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
