import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { READ_MODELS } from '../shared/storage/tokens';
import { findWorkspace } from '../tenancy';
import { ProviderConnections, type ProviderFetch } from './provider-connections';
import { addonOf, type ProviderSlug } from './provider-rules';

/**
 * The workspace's connections as other contexts use them (the queries context reads Clio's and Filevine's records
 * through it): whether a provider is usable, and authorized calls to its API. Tokens never leave this context.
 */
@Injectable()
export class ProviderApi {
  constructor(
    private readonly connections: ProviderConnections,
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
  ) {}

  /** The workspace has the provider's add-on and a connection (a grant whose tokens are kept). */
  async isConnected(tenant: string, slug: ProviderSlug): Promise<boolean> {
    const workspace = await findWorkspace(this.readModels, tenant);
    if (!workspace?.addons.includes(addonOf(slug))) return false;
    return (await this.connections.state(tenant, slug)).tokens !== null;
  }

  /** Calls to the provider's API as the workspace; throws ProviderRefused when not connected. */
  api(tenant: string, slug: ProviderSlug): Promise<ProviderFetch> {
    return this.connections.authorized(tenant, slug);
  }
}
