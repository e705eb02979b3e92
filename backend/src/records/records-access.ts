import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findLiveCatalog, visibleTo, type CatalogDoc } from '../catalogs';
import type { AuthContext } from '../shared/auth/auth-context';
import { notFound } from '../shared/domain/domain-error';
import { findUserViewNow } from '../users';

export const catalogNotFound = (adapter: string) =>
  notFound(`There is no catalog named ${JSON.stringify(adapter)} in this workspace.`);

/**
 * The catalog a records call names (002 §7 `{adapter}`: its name, or its id), when the caller may see it: a
 * catalog outside a user's permissions is answered exactly as one that does not exist (404), so its name is not
 * even confirmed. Permissions are read as last saved, even a moment ago.
 */
export async function openCatalog(
  store: EventStore,
  readModels: ReadModels,
  auth: AuthContext,
  adapter: string,
): Promise<CatalogDoc> {
  const catalog = await findLiveCatalog(readModels, auth.tenant, adapter);
  if (!catalog) throw catalogNotFound(adapter);
  if (auth.isAdmin || catalog.isEveryone) return catalog;
  const user = await findUserViewNow(store, readModels, auth.tenant, auth.userId);
  if (!visibleTo({ isAdmin: false, permissions: user?.permissions ?? [] })(catalog)) throw catalogNotFound(adapter);
  return catalog;
}
