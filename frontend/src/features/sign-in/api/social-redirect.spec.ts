import { socialRedirectUrl } from './social-redirect';

describe('social sign-in redirect', () => {
  it('goes to the provider without parameters from the plain sign-in page', () => {
    expect(socialRedirectUrl('google', 'acme', '/acme/login', false, 'http://h')).toBe('/acme/api/auth/google');
  });

  it('carries collection and app from /{tenancy}/{adapter}/{application}, with external=1', () => {
    expect(socialRedirectUrl('facebook', 'acme', '/acme/clients/intake', false, 'http://h')).toBe(
      '/acme/api/auth/facebook?collection=clients&app=intake&external=1',
    );
  });

  it("gives the Microsoft button of a catalog's external link its catalog and app, external=1 and back_url", () => {
    expect(socialRedirectUrl('microsoft', 'acme', '/acme/adapter/app', true, 'http://h:3000')).toBe(
      '/acme/api/auth/microsoft?collection=adapter&app=app&external=1&back_url=http%3A%2F%2Fh%3A3000',
    );
  });

  it("gives the Microsoft button of an external visit to a record's address only the page origin as back_url", () => {
    expect(socialRedirectUrl('microsoft', 'acme', '/acme/clients/42/intake', true, 'http://h:3000')).toBe(
      '/acme/api/auth/microsoft?back_url=http%3A%2F%2Fh%3A3000',
    );
  });
});
