import { identityFromProfile } from './oauth-strategies';

describe('identityFromProfile', () => {
  it('takes the first e-mail, lower-cased, the id as subject and the display name', () => {
    expect(
      identityFromProfile({ id: 'abc', displayName: ' Ann Lee ', emails: [{ value: 'Ann.Lee@Example.TEST' }] }),
    ).toEqual({ subject: 'abc', email: 'ann.lee@example.test', name: 'Ann Lee' });
  });

  it('falls back to the raw mail field (Microsoft Graph) and gives null without any address', () => {
    expect(identityFromProfile({ id: '1', _json: { mail: 'x@y.test' } }).email).toBe('x@y.test');
    expect(identityFromProfile({ id: '1' }).email).toBeNull();
  });

  it('ignores an address the provider says it has not verified', () => {
    expect(
      identityFromProfile({ id: '1', emails: [{ value: 'x@y.test' }], _json: { email_verified: false } }).email,
    ).toBeNull();
  });
});
