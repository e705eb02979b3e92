import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { findLiveCatalog, visibleTo, type CatalogDoc } from '../catalogs';
import type { AuthContext } from '../shared/auth/auth-context';
import { notFound } from '../shared/domain/domain-error';
import { findUserViewNow } from '../users';
import { recordAtVersion } from './record-at-version';

export const catalogNotFound = (adapter: string) =>
  notFound(`There is no catalog named ${JSON.stringify(adapter)} in this workspace.`);

/**
 * An app of the catalog external users may run (002 §3 appOptions: External access on, the app enabled): the
 * catalog's external link `{origin}/{t}/{catalog}/{app}?external` leads there, and creates their record.
 */
export const hasExternalApp = (catalog: Pick<CatalogDoc, 'appOptions'>): boolean =>
  catalog.appOptions.some((option) => option.extAccess && !option.isDisabled && option.globalTarget === undefined);

/** Whether the named record of this catalog is open to the external caller (its `extUserID` is theirs). */
export async function isExternalUsersRecord(
  store: EventStore,
  auth: AuthContext,
  catalogId: string,
  recordId: string,
): Promise<boolean> {
  const record = await recordAtVersion(store, auth.tenant, recordId);
  return !!record && !record.deleted && record.catalogId === catalogId && record.values.extUserID === auth.userId;
}

/**
 * The catalog a records call names (002 §7 `{adapter}`: its name, or its id), when the caller may see it: a
 * catalog outside a user's permissions is answered exactly as one that does not exist (404), so its name is not
 * even confirmed. Permissions are read as last saved, even a moment ago.
 *
 * External users (000: they work on one record only) never reach a catalog through permissions or `isEveryone`:
 * only through an app with external access (`hasExternalApp`), or, when the call names a record (`recordId`),
 * through that record being theirs (its `extUserID`, which a link's registration or sign-in sets). Whether the
 * record itself is theirs is still the route's check: a catalog with an external app is not an open catalog.
 */
export async function openCatalog(
  store: EventStore,
  readModels: ReadModels,
  auth: AuthContext,
  adapter: string,
  reach: { recordId?: string } = {},
): Promise<CatalogDoc> {
  const catalog = await findLiveCatalog(readModels, auth.tenant, adapter);
  if (!catalog) throw catalogNotFound(adapter);
  if (auth.isExternal) {
    if (hasExternalApp(catalog)) return catalog;
    if (reach.recordId && (await isExternalUsersRecord(store, auth, catalog.catalogId, reach.recordId))) return catalog;
    throw catalogNotFound(adapter);
  }
  if (auth.isAdmin || catalog.isEveryone) return catalog;
  const user = await findUserViewNow(store, readModels, auth.tenant, auth.userId);
  if (!visibleTo({ isAdmin: false, permissions: user?.permissions ?? [] })(catalog)) throw catalogNotFound(adapter);
  return catalog;
}
