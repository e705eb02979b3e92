import type { UserView } from './api/list-users.api';

export type UserFilterKey = 'users' | 'admins' | 'external' | 'support';

export interface UserFilters {
  search: string;
  /** Checked boxes. None checked shows everyone; several checked show anyone matching one of them. */
  kinds: ReadonlySet<UserFilterKey>;
}

/** Support: a mail address on the vendor's internal domain (or one of its subdomains). */
export function isSupportMail(mail: string, supportDomain: string): boolean {
  const domain = supportDomain.trim().toLowerCase().replace(/^@/, '');
  if (!domain) return false;
  const host = mail.toLowerCase().split('@')[1] ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}

function matchesKind(user: UserView, kind: UserFilterKey, supportDomain: string): boolean {
  switch (kind) {
    case 'users':
      return user.isAdmin !== true;
    case 'admins':
      return user.isAdmin === true;
    case 'external':
      return user.isExternal === true;
    case 'support':
      return isSupportMail(user.mail, supportDomain);
  }
}

/** The users screen's list (specification §4 "Users screen", §5 search): case-insensitive, name or e-mail. */
export function filterUsers(users: readonly UserView[], filters: UserFilters, supportDomain: string): UserView[] {
  const needle = filters.search.trim().toLowerCase();
  return users.filter((user) => {
    if (needle && !user.name.toLowerCase().includes(needle) && !user.mail.toLowerCase().includes(needle)) return false;
    if (filters.kinds.size === 0) return true;
    return [...filters.kinds].some((kind) => matchesKind(user, kind, supportDomain));
  });
}
