import type { AuthContext } from '../shared/auth/auth-context';
import { isUsable, type LinkState } from './link.state';

/**
 * Whether the caller may open this record. Administrators and ordinary users: yes (finer permissions come
 * with records). External users only through the link their token carries, while it is not revoked, and
 * only for the link's own catalog and record. The records API (a later issue) calls this with the link
 * loaded from the token's linkId before answering GET /:tenancy/api/collections/:catalogName/items/:recordId.
 */
export function canOpenRecord(auth: AuthContext, link: LinkState, catalogName: string, recordId: string): boolean {
  if (!auth.isExternal) return true;
  if (!auth.linkId || link.linkId !== auth.linkId || !isUsable(link)) return false;
  return link.link.catalogName === catalogName && link.link.recordId === recordId;
}
