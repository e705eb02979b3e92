import { APP_NOT_FOUND, detailApps, sortApps } from './record-apps';

describe('the apps of a record (002 §2.1)', () => {
  it('sorts by position when present, otherwise by name', () => {
    const sorted = sortApps([
      { name: 'Zeta' },
      { name: 'beta', position: 2 },
      { name: 'alpha' },
      { name: 'Gamma', position: 1 },
    ]);
    expect(sorted.map((app) => app.name)).toEqual(['Gamma', 'beta', 'alpha', 'Zeta']);
  });

  it("lists the model's apps with their runs, and '(app not found)' for a run the model lacks", () => {
    const apps = detailApps(
      [
        { name: 'Letter', label: 'Engagement letter', position: 0 },
        { name: 'Invoice', position: 1 },
      ],
      [
        { name: 'Letter', status: 'Ok', lastRun: '2026-01-01T00:00:00Z' },
        { name: 'Old', status: 'Ok' },
      ],
    );
    expect(apps.map((app) => [app.label, app.missing, app.run?.status])).toEqual([
      ['Engagement letter', false, 'Ok'],
      ['Invoice', false, undefined],
      [APP_NOT_FOUND, true, 'Ok'],
    ]);
  });

  it('leaves out apps disabled on the catalog', () => {
    const apps = detailApps([{ name: 'Letter' }, { name: 'Invoice' }], [], new Set(['Invoice']));
    expect(apps.map((app) => app.name)).toEqual(['Letter']);
  });
});
