/**
 * The document stores a catalog's app can send its documents to (002 appOptions `uploadDocuments`): the label the
 * catalog stores, the slug of their routes and events, and the workspace add-on that offers each.
 */
export const STORAGE_PROVIDERS = ['NetDocuments', 'OneDrive', 'Clio'] as const;
export type StorageProvider = (typeof STORAGE_PROVIDERS)[number];

export const PROVIDER_SLUGS = ['netdocuments', 'onedrive', 'clio'] as const;
export type ProviderSlug = (typeof PROVIDER_SLUGS)[number];

const SLUG_OF: Record<StorageProvider, ProviderSlug> = {
  NetDocuments: 'netdocuments',
  OneDrive: 'onedrive',
  Clio: 'clio',
};
const LABEL_OF: Record<ProviderSlug, StorageProvider> = {
  netdocuments: 'NetDocuments',
  onedrive: 'OneDrive',
  clio: 'Clio',
};

export const slugOf = (provider: StorageProvider): ProviderSlug => SLUG_OF[provider];
export const labelOf = (slug: ProviderSlug): StorageProvider => LABEL_OF[slug];

export function isProviderSlug(value: string): value is ProviderSlug {
  return (PROVIDER_SLUGS as readonly string[]).includes(value);
}

export function isStorageProvider(value: string): value is StorageProvider {
  return (STORAGE_PROVIDERS as readonly string[]).includes(value);
}

/** The add-on is named as the slug (000 §1: clio, netdocuments, onedrive). */
export const addonOf = (slug: ProviderSlug): ProviderSlug => slug;
