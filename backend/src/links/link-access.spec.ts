import type { AuthContext } from '../shared/auth/auth-context';
import { canOpenRecord } from './link-access';
import { givenLink, linkCreated, linkRevoked, LINK_ID } from './link.testing';

const created = givenLink(linkCreated());
const external: AuthContext = { tenant: 'acme', userId: 'u1', isAdmin: false, isExternal: true, linkId: LINK_ID };

describe('who may open a record', () => {
  it("lets an external user open their link's record", () => {
    expect(canOpenRecord(external, created, 'Clients', '42')).toBe(true);
  });

  it('keeps an external user out of any other record or catalog', () => {
    expect(canOpenRecord(external, created, 'Clients', '43')).toBe(false);
    expect(canOpenRecord(external, created, 'Matters', '42')).toBe(false);
  });

  it('refuses a revoked link, a token of another link and a token without a link', () => {
    const revoked = givenLink(linkCreated(), linkRevoked());
    expect(canOpenRecord(external, revoked, 'Clients', '42')).toBe(false);
    expect(canOpenRecord({ ...external, linkId: 'BBBBBBBBBBBBBBBBBBBBBB' }, created, 'Clients', '42')).toBe(false);
    expect(canOpenRecord({ ...external, linkId: undefined }, created, 'Clients', '42')).toBe(false);
  });

  it('does not restrict workspace users', () => {
    expect(canOpenRecord({ ...external, isExternal: false, linkId: undefined }, givenLink(), 'X', '1')).toBe(true);
  });
});
