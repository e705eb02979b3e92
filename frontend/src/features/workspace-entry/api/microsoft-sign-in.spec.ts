import { microsoftSignInUrl } from './microsoft-sign-in';

describe('Sign in with Microsoft on the entry screen', () => {
  it('goes to the auth host with the page origin as the redirect', () => {
    expect(microsoftSignInUrl('http://127.0.0.1:3000')).toBe('/oauth/microsoft?redirect=http%3A%2F%2F127.0.0.1%3A3000');
  });
});
