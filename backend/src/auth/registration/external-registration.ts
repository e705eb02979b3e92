import type { ReadModels } from '@app/projections';
import { findLiveCatalog, type CatalogDoc } from '../../catalogs';

export const EXTERNAL_REGISTRATION_CLOSED =
  'This app is not open to external users, so you cannot register through it. Ask the workspace for a link.';

/** Where a registration came from: the catalog's external link `/{t}/{catalog}/{app}?external` (000 §2.4). */
export interface ExternalVisit {
  collection: string;
  app: string;
}

/**
 * Whether the catalog's external link of this app lets a stranger register, as an external user: the app's option
 * has External access and is enabled (the same option that lets an external user create a record with it).
 * Matched as the interview's open matches it: the app's name without regard to case, never a global-info entry.
 */
export function opensExternalRegistration(appOptions: CatalogDoc['appOptions'] | null, app: string): boolean {
  const lower = app.toLowerCase();
  const option = appOptions?.find((entry) => entry.globalTarget === undefined && entry.appName.toLowerCase() === lower);
  return option !== undefined && option.extAccess && !option.isDisabled;
}

/**
 * The one check every way of registering through a catalog's external link makes (the e-mail registration and a
 * provider sign-in): the visit's catalog, as it is live now, invites strangers through that app. A missing catalog
 * invites nobody.
 */
export async function externalLinkInvites(readModels: ReadModels, tenant: string, visit: ExternalVisit) {
  const catalog = await findLiveCatalog(readModels, tenant, visit.collection);
  return opensExternalRegistration(catalog?.appOptions ?? null, visit.app);
}

/** The name a new registrant gets: the one they gave (trimmed, at most 200 characters), else the address's local part. */
export function registrantName(given: string | undefined, mail: string): string {
  return given?.trim().slice(0, 200) || mail.split('@')[0];
}
