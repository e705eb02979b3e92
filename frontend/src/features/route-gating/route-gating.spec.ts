import { rootRedirect, permittedCollections } from './root-redirect';
import { ROUTES, routeAccess } from './route-table';

describe('route access', () => {
  const admin = { isAdmin: true };
  const user = { isAdmin: false };
  const external = { isExternal: true };

  it('sends non-administrators from administrator routes to the workspace root', () => {
    expect(routeAccess(ROUTES.users, admin, 'acme', [])).toEqual({ allowed: true });
    expect(routeAccess(ROUTES.users, user, 'acme', [])).toEqual({ allowed: false, redirectTo: '/acme/' });
  });

  it('lets external users reach only routes flagged external', () => {
    expect(routeAccess(ROUTES.recordApp, external, 'acme', [])).toEqual({ allowed: true });
    // Their run's documents (INTERVIEW §9: the instructions page, with the documents when showDocs is on).
    expect(routeAccess(ROUTES.appDocuments, external, 'acme', [])).toEqual({ allowed: true });
    expect(routeAccess(ROUTES.link, external, 'acme', [])).toEqual({ allowed: true });
    expect(routeAccess(ROUTES.users, { ...external, isAdmin: true }, 'acme', [])).toEqual({
      allowed: false,
      redirectTo: '/acme/',
    });
  });

  it('opens config-clio only with the clio add-on', () => {
    expect(routeAccess(ROUTES.configClio, admin, 'acme', [])).toEqual({ allowed: false, redirectTo: '/acme/' });
    expect(routeAccess(ROUTES.configClio, admin, 'acme', ['pdf', 'clio'])).toEqual({ allowed: true });
  });

  it('opens each provider config page only with its own add-on, and API keys and Settings for administrators', () => {
    for (const [route, addon] of [
      [ROUTES.configFilevine, 'filevine'],
      [ROUTES.configNetDocuments, 'netdocuments'],
      [ROUTES.configOneDrive, 'onedrive'],
    ] as const) {
      expect(routeAccess(route, admin, 'acme', ['clio'])).toEqual({ allowed: false, redirectTo: '/acme/' });
      expect(routeAccess(route, admin, 'acme', [addon])).toEqual({ allowed: true });
      expect(routeAccess(route, user, 'acme', [addon])).toEqual({ allowed: false, redirectTo: '/acme/' });
    }
    for (const route of [ROUTES.keys, ROUTES.settings]) {
      expect(routeAccess(route, admin, 'acme', [])).toEqual({ allowed: true });
      expect(routeAccess(route, user, 'acme', [])).toEqual({ allowed: false, redirectTo: '/acme/' });
    }
  });

  it('lets external users open an app by its create route as well as on a record', () => {
    expect(routeAccess(ROUTES.createApp, external, 'acme', [])).toEqual({ allowed: true });
  });
});

describe('root redirect', () => {
  const collections = [
    { _id: '1', name: 'Matters' },
    { _id: '2', name: 'clients', myRecords: true },
    { _id: '3', name: 'Archive' },
  ];

  it('goes to the first permitted collection by name, case aside', () => {
    expect(rootRedirect('acme', collections, { permissions: ['Matters', 'Archive'] })).toBe('/acme/Archive');
  });

  it("adds the 'my records' filter when that collection has myRecords", () => {
    expect(rootRedirect('acme', collections, { permissions: ['Matters', 'clients'] })).toBe(
      '/acme/clients?filter=myRecords',
    );
  });

  it('shows only collections named in the permissions; administrators see all', () => {
    expect(permittedCollections(collections, { permissions: ['Matters'] }).map((c) => c._id)).toEqual(['1']);
    expect(permittedCollections(collections, { isAdmin: true })).toHaveLength(3);
    expect(rootRedirect('acme', collections, { isAdmin: true })).toBe('/acme/Archive');
  });

  it('counts a collection open to everyone as permitted, whatever the permissions', () => {
    const open = [...collections, { _id: '9', name: 'Aaa_open', isEveryone: true }];
    expect(permittedCollections(open, { permissions: ['Matters'] }).map((c) => c._id)).toEqual(['1', '9']);
    expect(rootRedirect('acme', open, { permissions: [] })).toBe('/acme/Aaa_open');
  });

  it('has nowhere to go without a permitted collection', () => {
    expect(rootRedirect('acme', [], { isAdmin: true })).toBeUndefined();
    expect(rootRedirect('acme', collections, { permissions: ['Elsewhere'] })).toBeUndefined();
    expect(rootRedirect('acme', collections, {})).toBeUndefined();
  });

  it('encodes collection names in the path', () => {
    expect(rootRedirect('acme', [{ _id: 'x', name: 'A & B' }], { isAdmin: true })).toBe('/acme/A%20%26%20B');
  });
});
