import { catalogLinkOf, decideRegistration, noAccount } from './oauth-account';

const base = {
  mail: 'new@client.test',
  provider: 'microsoft' as const,
  visit: { external: false },
  linkInvites: false,
  isRegistration: true,
  microsoftByDefault: false,
};
const onLink = { external: true, collection: 'Applicants', app: 'Intake' };

describe('decideRegistration: what a provider sign-in of an unknown address does', () => {
  it("on a catalog's external link whose app invites strangers: an external user, whatever isRegistration says", () => {
    for (const isRegistration of [true, false]) {
      expect(decideRegistration({ ...base, visit: onLink, linkInvites: true, isRegistration })).toEqual({
        kind: 'register',
        isExternal: true,
        type: 'microsoft',
      });
    }
  });

  it('on an external link whose app does not invite strangers: the refusal, even with registration on', () => {
    expect(decideRegistration({ ...base, visit: onLink, linkInvites: false })).toEqual({
      kind: 'refuse',
      message: noAccount('new@client.test'),
    });
  });

  it('on an external visit that is not a catalog link (no catalog or app): refused, whatever the invitation', () => {
    for (const visit of [
      { external: true },
      { external: true, collection: 'Applicants' },
      { external: true, app: 'X' },
    ]) {
      expect(decideRegistration({ ...base, visit, linkInvites: true })).toMatchObject({ kind: 'refuse' });
    }
  });

  it('on a workspace visit: a workspace user when registration is on, else the refusal naming the address', () => {
    expect(decideRegistration(base)).toEqual({ kind: 'register', isExternal: false, type: 'microsoft' });
    expect(decideRegistration({ ...base, isRegistration: false })).toEqual({
      kind: 'refuse',
      message: 'There is no account for new@client.test in this workspace. Ask an administrator to add you.',
    });
    // A catalog and app in the state without the external flag never make an external user.
    expect(decideRegistration({ ...base, visit: { ...onLink, external: false }, linkInvites: true })).toMatchObject({
      isExternal: false,
    });
  });

  it('makes a Microsoft account for Microsoft or under ms_auth_int, else a default one', () => {
    expect(decideRegistration({ ...base, provider: 'google' })).toMatchObject({ type: 'default' });
    expect(decideRegistration({ ...base, provider: 'facebook', microsoftByDefault: true })).toMatchObject({
      type: 'microsoft',
    });
    expect(decideRegistration({ ...base, provider: 'google', visit: onLink, linkInvites: true })).toMatchObject({
      isExternal: true,
      type: 'default',
    });
  });
});

describe('catalogLinkOf', () => {
  it("names the catalog and app of an external visit to a catalog's external link, else null", () => {
    expect(catalogLinkOf(onLink)).toEqual({ collection: 'Applicants', app: 'Intake' });
    expect(catalogLinkOf({ ...onLink, external: false })).toBeNull();
    expect(catalogLinkOf({ external: true, collection: 'Applicants' })).toBeNull();
  });
});
