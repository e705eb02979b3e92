import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { clioAdapter } from './adapters/clio-adapter';
import { filevineAccount } from './adapters/filevine-account';
import { netDocumentsAdapter } from './adapters/netdocuments-adapter';
import { oneDriveAdapter } from './adapters/onedrive-adapter';
import type { OutgoingDocument, StorageAdapter } from './adapters/storage-adapter';
import type { DocumentProfile } from './document-profile';
import { ProviderConnections } from './provider-connections';
import { ProviderDocumentNotFound } from './provider-errors';
import { decideRecordSent } from './sent-document.decide';
import { SentDocumentStream, sentDocumentKey } from './sent-document.streams';
import { slugOf, type ProviderSlug, type StorageProvider, type StorageSlug } from './provider-rules';

export interface SendDocument {
  provider: StorageProvider;
  file: OutgoingDocument;
  profile: DocumentProfile;
}

/** What a run's file records as its `storage` once the provider has it. */
export interface SentDocument {
  provider: StorageProvider;
  id: string;
  path?: string;
  url?: string;
}

/**
 * The document storage port (issue 16 "Integrations"): sends an assembled document to the workspace's NetDocuments,
 * OneDrive or Clio, and answers a link to one it sent. Throws ProviderUnavailable (no answer, 5xx: retry later) or
 * ProviderRefused (not connected, a bad profile, the provider said no: retrying the same will not help).
 */
@Injectable()
export class DocumentStorage {
  private readonly adapters: Record<StorageSlug, StorageAdapter>;

  constructor(
    private readonly connections: ProviderConnections,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    this.adapters = {
      onedrive: oneDriveAdapter,
      clio: clioAdapter,
      netdocuments: netDocumentsAdapter(new URL(connections.endpoints('netdocuments').authorizeUrl).origin),
    };
  }

  async send(tenant: string, document: SendDocument): Promise<SentDocument> {
    const slug = slugOf(document.provider);
    const api = await this.connections.authorized(tenant, slug);
    const stored = await this.adapters[slug].upload(api, document.file, document.profile);
    const { provider } = document;
    const path = stored.path ?? null;
    await SentDocumentStream.run(
      this.store,
      { tenant, id: sentDocumentKey(provider, path ?? stored.id), actorId: null, retryOnConflict: 1 },
      (state) => decideRecordSent({ provider, id: stored.id, path }, state),
    );
    return { provider, ...stored };
  }

  /**
   * Only for a document this workspace sent: the connected account holds much more (a firm's whole Clio or drive),
   * and a link route must not become a way to read any of it by guessing ids or paths.
   */
  async securedLink(tenant: string, provider: StorageProvider, idOrPath: string): Promise<string> {
    const slug = slugOf(provider);
    const { state } = await SentDocumentStream.load(this.store, tenant, sentDocumentKey(provider, idOrPath));
    if (!state.sent) {
      throw new ProviderDocumentNotFound(
        provider,
        `No document ${idOrPath.slice(0, 200)} was sent to ${provider} from this workspace.`,
      );
    }
    return this.adapters[slug].securedLink(await this.connections.authorized(tenant, slug), idOrPath);
  }

  /** Who the workspace is connected as at the provider (the settings page's "Test connection"). */
  async whoAmI(tenant: string, slug: ProviderSlug): Promise<string> {
    const api = await this.connections.authorized(tenant, slug);
    // Filevine stores no documents here: its connection is proved by the user and org its token acts as.
    if (slug === 'filevine') return (await filevineAccount(api)).name;
    return this.adapters[slug].whoAmI(api);
  }
}
