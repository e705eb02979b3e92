import { createInterviewDeviceStorage } from './interview-device-storage';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

const place = { tenancy: 'acme', catalog: 'Clients', recordId: 'r1', app: 'Intake' };

describe('what the interview keeps on the device', () => {
  it('keeps unsent answers per record and app until they are sent', () => {
    const storage = memory();
    const device = createInterviewDeviceStorage(storage);
    device.saveUnsent(place, { Name: { previous: 'Ada', value: 'Bo' } });
    expect(device.loadUnsent(place)).toEqual({ Name: { previous: 'Ada', value: 'Bo' } });
    expect(device.loadUnsent({ ...place, app: 'Other' })).toBeUndefined();
    device.saveUnsent(place, {});
    expect(device.loadUnsent(place)).toBeUndefined();
    expect(storage.map.size).toBe(0);
  });

  it('remembers the last screen', () => {
    const device = createInterviewDeviceStorage(memory());
    expect(device.loadScreen(place)).toBeUndefined();
    device.saveScreen(place, 'Home');
    expect(device.loadScreen(place)).toBe('Home');
  });

  it('ignores what it did not write', () => {
    const storage = memory();
    storage.setItem('interview.unsent.acme.Clients.r1.Intake', '{not json');
    storage.setItem('interview.screen.acme.Clients.r1.Intake', '42');
    const device = createInterviewDeviceStorage(storage);
    expect(device.loadUnsent(place)).toBeUndefined();
    expect(device.loadScreen(place)).toBeUndefined();
  });
});
