import type { DocumentProfile } from '../document-profile';
import type { ProviderFetch } from '../provider-connections';

/** One assembled document on its way to a provider. */
export interface OutgoingDocument {
  name: string;
  bytes: Buffer;
  contentType: string;
}

/** Where the provider keeps it: its id, and its path and web address when the provider has them. */
export interface StoredAt {
  id: string;
  path?: string;
  url?: string;
}

/**
 * The part of one provider's published API the product uses. Adapters speak HTTP through `api` (authorized as the
 * workspace, refreshed on 401) and throw ProviderRefused / ProviderUnavailable, never raw HTTP errors.
 */
export interface StorageAdapter {
  upload(api: ProviderFetch, file: OutgoingDocument, profile: DocumentProfile): Promise<StoredAt>;
  /** A short-lived or access-checked address of a stored document; ProviderRefused when it does not exist. */
  securedLink(api: ProviderFetch, idOrPath: string): Promise<string>;
  /** Proves the connection works: who the workspace is connected as. */
  whoAmI(api: ProviderFetch): Promise<string>;
}

/** 'A/ B//C' → ['A', 'B', 'C']. */
export function folderSegments(folder: string | undefined): string[] {
  return (folder ?? '')
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
}
