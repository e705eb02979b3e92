import { adminMenuLinks } from './menu-entries';

describe("the user menu's screen entries", () => {
  const admin = { isAdmin: true };

  it('gives administrators the admin screens in order', () => {
    expect(adminMenuLinks('acme', admin, []).map((link) => [link.label, link.to])).toEqual([
      ['Data models', '/acme/types/'],
      ['Catalogs', '/acme/catalogs'],
      ['Users', '/acme/users'],
      ['API keys', '/acme/keys'],
      ['Settings', '/acme/settings'],
    ]);
  });

  it("adds a provider's config page only with its add-on", () => {
    const labels = adminMenuLinks('acme', admin, ['onedrive', 'clio', 'pdf']).map((link) => link.label);
    expect(labels.slice(5)).toEqual(['Clio', 'OneDrive']);
    expect(adminMenuLinks('acme', admin, ['filevine', 'netdocuments']).slice(5)).toEqual([
      { label: 'Filevine', to: '/acme/config-filevine' },
      { label: 'NetDocuments', to: '/acme/config-netdocuments' },
    ]);
  });

  it('gives other people, and external administrators, none', () => {
    expect(adminMenuLinks('acme', { isAdmin: false }, ['clio'])).toEqual([]);
    expect(adminMenuLinks('acme', { isAdmin: true, isExternal: true }, ['clio'])).toEqual([]);
  });
});
