import { appRouteTarget, isRecordId } from './app-route-target';

describe('what an app route names', () => {
  it('reads a UUID (our record ids) as a record', () => {
    expect(appRouteTarget('0b9a6c1e-5f0f-4c55-9a3e-3f1f7c2d8a10')).toEqual({
      kind: 'record',
      recordId: '0b9a6c1e-5f0f-4c55-9a3e-3f1f7c2d8a10',
    });
  });

  it('reads 23 or 24 hex characters (ids records imported from elsewhere carry) as a record', () => {
    expect(isRecordId('65a1f0c2b3d4e5f607182930')).toBe(true);
    expect(isRecordId('65a1f0c2b3d4e5f60718293')).toBe(true);
    expect(isRecordId('65a1f0c2b3d4e5f6071829')).toBe(false);
  });

  it('reads anything else as a global target (a global variable of the model)', () => {
    expect(appRouteTarget('Firm_details')).toEqual({ kind: 'global', globalTarget: 'Firm_details' });
    expect(appRouteTarget('r-42')).toEqual({ kind: 'global', globalTarget: 'r-42' });
  });

  it('reads a route without a middle segment as creating a record', () => {
    expect(appRouteTarget(undefined)).toEqual({ kind: 'create' });
  });
});
