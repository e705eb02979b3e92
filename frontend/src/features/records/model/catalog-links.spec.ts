import { catalogHref, navLinks, searchLinks } from './catalog-links';

const named = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Catalog${index + 1}`, label: '', myRecords: false }));

describe('the catalog links of the top navigation (002 §2.4)', () => {
  it('shows up to 6 catalogs directly, in their order', () => {
    const { links, more } = navLinks('acme', named(6));
    expect(links.map((link) => link.name)).toEqual([
      'Catalog1',
      'Catalog2',
      'Catalog3',
      'Catalog4',
      'Catalog5',
      'Catalog6',
    ]);
    expect(more).toBe(false);
  });

  it("shows the first 5 and 'more' with more than 6", () => {
    const { links, more } = navLinks('acme', named(7));
    expect(links.map((link) => link.name)).toEqual(['Catalog1', 'Catalog2', 'Catalog3', 'Catalog4', 'Catalog5']);
    expect(more).toBe(true);
  });

  it('links to /{tenancy}/{catalogName}, with the my-records filter when the catalog has myRecords', () => {
    expect(catalogHref('acme', { name: 'Clients' })).toBe('/acme/Clients');
    expect(catalogHref('acme', { name: 'Clients', myRecords: true })).toBe(
      `/acme/Clients?f=${encodeURIComponent('[{"key":"myrecords"}]')}`,
    );
  });

  it('shows the plural label, else the name as words', () => {
    const [labelled, unlabelled] = navLinks('acme', [
      { name: 'Clients', label: 'Our clients' },
      { name: 'Client_matters', label: '' },
    ]).links;
    expect(labelled.label).toBe('Our clients');
    expect(unlabelled.label).toBe('Client matters');
  });

  it("searches the 'CATALOGS' dialog by name or label, whatever the case", () => {
    const links = navLinks('acme', [
      { name: 'Clients', label: 'Our clients' },
      { name: 'Matters', label: '' },
    ]).links;
    expect(searchLinks(links, 'OUR').map((link) => link.name)).toEqual(['Clients']);
    expect(searchLinks(links, 'matt').map((link) => link.name)).toEqual(['Matters']);
    expect(searchLinks(links, ' ').length).toBe(2);
  });
});
