import type { UserView } from './api/list-users.api';
import { filterUsers, isSupportMail, type UserFilterKey } from './users-filter';

const users: UserView[] = [
  { _id: '1', name: 'Ada Admin', mail: 'ada@acme.test', isAdmin: true },
  { _id: '2', name: 'Bob Builder', mail: 'bob@acme.test' },
  { _id: '3', name: 'Eve Outside', mail: 'eve@client.test', isExternal: true },
  { _id: '4', name: 'Sam Support', mail: 'sam@help.vendor.test' },
];
const ids = (search: string, kinds: UserFilterKey[] = []) =>
  filterUsers(users, { search, kinds: new Set(kinds) }, 'vendor.test').map((u) => u._id);

describe('users filter', () => {
  it('shows everyone with no search and no box checked', () => {
    expect(ids('')).toEqual(['1', '2', '3', '4']);
  });

  it('searches name or e-mail, case-insensitively', () => {
    expect(ids('BUILDER')).toEqual(['2']);
    expect(ids('client.TEST')).toEqual(['3']);
    expect(ids('  ada ')).toEqual(['1']);
    expect(ids('nobody')).toEqual([]);
  });

  it('Users are non-administrators, Admins administrators, External external users', () => {
    expect(ids('', ['users'])).toEqual(['2', '3', '4']);
    expect(ids('', ['admins'])).toEqual(['1']);
    expect(ids('', ['external'])).toEqual(['3']);
  });

  it('Support is the vendor mail domain and its subdomains', () => {
    expect(ids('', ['support'])).toEqual(['4']);
    expect(isSupportMail('x@VENDOR.test', 'vendor.test')).toBe(true);
    expect(isSupportMail('x@notvendor.test', 'vendor.test')).toBe(false);
    expect(isSupportMail('x@vendor.test', '')).toBe(false);
  });

  it('several boxes show anyone matching one of them, within the search', () => {
    expect(ids('', ['admins', 'external'])).toEqual(['1', '3']);
    expect(ids('OUTSIDE', ['admins', 'external'])).toEqual(['3']);
  });
});
