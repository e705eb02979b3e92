import { autoLinkTo, linkName, type AppLinkItems } from './app-link';

const data = (more: Partial<AppLinkItems> = {}): AppLinkItems => ({
  items: [
    { _id: 'a', name: 'Ann Lee' },
    { _id: 'b', name: 'Bo Berg' },
  ],
  truncated: false,
  link: null,
  autoLink: false,
  bidirectional: false,
  source: 'Clients',
  ...more,
});
const ann = { query: 'Clients()', provider: 'docauto', source: 'Clients', id: 'a', name: 'Ann Lee' };

describe("an app's link in the interview (001 §3 App linkedQuery, autoLink)", () => {
  it('links an unlinked record automatically only when exactly one item matches and autoLink is on', () => {
    const one = [{ _id: 'a', name: 'Ann Lee' }];
    expect(autoLinkTo(data({ autoLink: true, items: one }))).toEqual({ id: 'a', name: 'Ann Lee' });
    expect(autoLinkTo(data({ autoLink: true }))).toBeNull();
    expect(autoLinkTo(data({ autoLink: true, items: one, truncated: true }))).toBeNull();
    expect(autoLinkTo(data({ items: one }))).toBeNull();
    expect(autoLinkTo(data({ autoLink: true, items: [] }))).toBeNull();
  });

  it('keeps a link the record has', () => {
    expect(autoLinkTo(data({ autoLink: true, items: [{ _id: 'b', name: 'Bo' }], link: ann }))).toBeNull();
  });

  it("names a link by the item's name, else its id", () => {
    expect(linkName(ann)).toBe('Ann Lee');
    expect(linkName({ ...ann, name: ' ' })).toBe('a');
  });
});
