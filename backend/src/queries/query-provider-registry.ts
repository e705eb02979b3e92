import { Inject, Injectable } from '@nestjs/common';
import { invalid, notFound } from '../shared/domain/domain-error';
import {
  QUERY_PROVIDERS,
  type QueryDescriptor,
  type QueryProvider,
  type QueryRunRequest,
  type QueryRunResult,
  type QuerySourceShape,
  type QueryWriteRequest,
  type QueryWriteResult,
} from './query-provider';
import { providerUnavailable, sourceNotFound } from './query-provider-rules';

/**
 * The query providers this server has, and which of them a workspace may use. Every lookup by name answers a
 * provider the workspace can use, or a not-found error that says why (an integration not configured, or none).
 */
@Injectable()
export class QueryProviderRegistry {
  constructor(@Inject(QUERY_PROVIDERS) private readonly providers: readonly QueryProvider[]) {}

  /** The providers the PROVIDER select offers this workspace, in registration order. */
  async available(tenant: string): Promise<QueryProvider[]> {
    const usable = await Promise.all(this.providers.map((provider) => provider.availableTo(tenant)));
    return this.providers.filter((_, index) => usable[index]);
  }

  async provider(tenant: string, name: string): Promise<QueryProvider> {
    const provider = this.providers.find((candidate) => candidate.name === name.toLowerCase());
    if (!provider || !(await provider.availableTo(tenant))) throw notFound(providerUnavailable(name));
    return provider;
  }

  async sources(tenant: string, name: string): Promise<string[]> {
    return (await this.provider(tenant, name)).sources(tenant);
  }

  async descriptor(tenant: string, name: string, source: string): Promise<QueryDescriptor> {
    const provider = await this.provider(tenant, name);
    const descriptor = await provider.descriptor(tenant, source);
    if (!descriptor) throw notFound(sourceNotFound(provider.label, source));
    return descriptor;
  }

  async source(tenant: string, name: string, source: string): Promise<QuerySourceShape> {
    const provider = await this.provider(tenant, name);
    const shape = await provider.source(tenant, source);
    if (shape === null) throw notFound(sourceNotFound(provider.label, source));
    return shape;
  }

  async run(tenant: string, name: string, request: QueryRunRequest): Promise<QueryRunResult> {
    const provider = await this.provider(tenant, name);
    const result = await provider.run(tenant, request);
    if (result === null) throw notFound(sourceNotFound(provider.label, request.source));
    return result;
  }

  /** Saves changed values back through the provider; a read-only provider refuses (400), as its descriptor says. */
  async write(tenant: string, name: string, request: QueryWriteRequest): Promise<QueryWriteResult> {
    const provider = await this.provider(tenant, name);
    if (!provider.write) throw invalid(readOnlyProvider(provider.label));
    return provider.write(tenant, request);
  }
}

export const readOnlyProvider = (label: string) => `${label} does not take changed data back: it is read-only.`;
