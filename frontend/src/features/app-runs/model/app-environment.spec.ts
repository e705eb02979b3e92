import { appEnvironment } from './app-environment';

const catalog = (liveVersion: string) => ({ appOptions: [{ appName: 'Welcome_pack', liveVersion }] });

describe("an app's environment on a catalog", () => {
  it("is 'Latest' without a live snapshot", () => {
    expect(appEnvironment(catalog(''), 'Welcome_pack', undefined)).toBe('Latest');
    expect(appEnvironment({ appOptions: [] }, 'Welcome_pack', undefined)).toBe('Latest');
  });

  it("is the live snapshot's label", () => {
    const snapshots = [{ _id: 's-1', version: '2026-11-01T10:00:00Z', label: 'November release' }];
    expect(appEnvironment(catalog('s-1'), 'Welcome_pack', snapshots)).toBe('November release');
  });

  it("says 'Live snapshot' when the snapshots cannot be read", () => {
    expect(appEnvironment(catalog('s-1'), 'Welcome_pack', undefined)).toBe('Live snapshot');
  });
});
