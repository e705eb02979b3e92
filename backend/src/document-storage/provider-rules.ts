/**
 * The document stores a catalog's app can send its documents to (002 appOptions `uploadDocuments`): the label the
 * catalog stores, the slug of their routes and events, and the workspace add-on that offers each.
 */
export const STORAGE_PROVIDERS = ['NetDocuments', 'OneDrive', 'Clio'] as const;
export type StorageProvider = (typeof STORAGE_PROVIDERS)[number];

/** The integrations a workspace connects to: the document stores, and Filevine (a query provider only). */
export const PROVIDER_SLUGS = ['netdocuments', 'onedrive', 'clio', 'filevine'] as const;
export type ProviderSlug = (typeof PROVIDER_SLUGS)[number];
/** The integrations that store documents. */
export type StorageSlug = Exclude<ProviderSlug, 'filevine'>;

const SLUG_OF: Record<StorageProvider, StorageSlug> = {
  NetDocuments: 'netdocuments',
  OneDrive: 'onedrive',
  Clio: 'clio',
};
const LABEL_OF: Record<ProviderSlug, string> = {
  netdocuments: 'NetDocuments',
  onedrive: 'OneDrive',
  clio: 'Clio',
  filevine: 'Filevine',
};

export const slugOf = (provider: StorageProvider): StorageSlug => SLUG_OF[provider];
export const labelOf = (slug: ProviderSlug): string => LABEL_OF[slug];

/**
 * Filevine's API v2 has no authorization-code flow: the workspace keeps a Personal Access Token, exchanged with the
 * client id and secret at Filevine's identity server for short-lived access tokens (grant `personal_access_token`).
 */
export const connectsWithToken = (slug: ProviderSlug): slug is 'filevine' => slug === 'filevine';

export function isProviderSlug(value: string): value is ProviderSlug {
  return (PROVIDER_SLUGS as readonly string[]).includes(value);
}

export function isStorageProvider(value: string): value is StorageProvider {
  return (STORAGE_PROVIDERS as readonly string[]).includes(value);
}

/** The add-on is named as the slug (000 §1: clio, filevine, netdocuments, onedrive). */
export const addonOf = (slug: ProviderSlug): ProviderSlug => slug;
