import { appRouteCrumbs, appTitle, type CrumbFacts } from './breadcrumbs';

const facts: CrumbFacts = {
  tenancy: 'demo',
  catalogName: 'Clients',
  catalogLabel: 'Our clients',
  target: { kind: 'record', recordId: '0b9a6c1e-5f0f-4c55-9a3e-3f1f7c2d8a10' },
  recordName: 'Ada Lovelace',
  appName: 'Welcome_pack',
  appLabel: 'Welcome pack',
  external: false,
};

describe('the breadcrumbs of an app route', () => {
  it('on a record: catalog (back to its catalogue), record, app', () => {
    expect(appRouteCrumbs(facts)).toEqual([
      { label: 'Our clients', href: '/demo/Clients' },
      { label: 'Ada Lovelace' },
      { label: 'Welcome pack' },
    ]);
  });

  it('creating a record: catalog, app', () => {
    expect(appRouteCrumbs({ ...facts, target: { kind: 'create' } })).toEqual([
      { label: 'Our clients', href: '/demo/Clients' },
      { label: 'Welcome pack' },
    ]);
  });

  it('a global-info app: catalog, global target, app', () => {
    expect(appRouteCrumbs({ ...facts, target: { kind: 'global', globalTarget: 'Firm' } }).map((c) => c.label)).toEqual([
      'Our clients',
      'Firm',
      'Welcome pack',
    ]);
  });

  it('external users see only the app', () => {
    expect(appRouteCrumbs({ ...facts, external: true })).toEqual([{ label: 'Welcome pack' }]);
  });

  it("uses the address's segments until the names are known", () => {
    const unknown = { ...facts, catalogLabel: undefined, recordName: undefined, appLabel: undefined };
    expect(appRouteCrumbs(unknown).map((c) => c.label)).toEqual([
      'Clients',
      '0b9a6c1e-5f0f-4c55-9a3e-3f1f7c2d8a10',
      'Welcome_pack',
    ]);
  });
});

describe("an app's title on its page", () => {
  it("is the model app's label, else the address's appLabel, else the name with spaces for underscores", () => {
    expect(appTitle('Welcome pack', 'Other', 'Welcome_pack')).toBe('Welcome pack');
    expect(appTitle(undefined, 'Firm details', 'Firm_app')).toBe('Firm details');
    expect(appTitle('  ', null, 'Welcome_pack')).toBe('Welcome pack');
    expect(appTitle(undefined, undefined, '_')).toBe('_');
  });
});
