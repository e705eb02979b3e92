/**
 * The document-storage context's surface. The runs context sends an assembled document with
 * `DocumentStorage.send(tenant, { provider, file: { name, bytes, contentType }, profile })` (profile from
 * `documentProfile(template.profile, template.def, evaluate, { matter })`) and records the answer as the run file's
 * `storage`; a failure is ProviderUnavailable (retry later) or ProviderRefused (an administrator must act).
 */
export { DocumentStorage, type SendDocument, type SentDocument } from './document-storage.service';
export { DocumentStorageModule } from './document-storage.module';
export { ProviderApi } from './provider-api';
export type { ProviderFetch } from './provider-connections';
export { providerHttpError } from './provider-routes';
export { documentProfile, type DocumentProfile } from './document-profile';
export { ProviderDocumentNotFound, ProviderRefused, ProviderUnavailable } from './provider-errors';
export { INTEGRATION_EVENTS } from './integration.events';
export { SENT_DOCUMENT_EVENTS } from './sent-document.events';
export { isStorageProvider, STORAGE_PROVIDERS, type ProviderSlug, type StorageProvider } from './provider-rules';
export type { OutgoingDocument } from './adapters/storage-adapter';
