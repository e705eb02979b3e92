import { DomainError, invalid, notFound } from '../../shared/domain/domain-error';
import {
  ProviderRefused,
  ProviderUnavailable,
  providerHttpError,
  type ProviderApi,
  type ProviderSlug,
} from '../../document-storage';
import { recordValuesTest } from '../docauto-provider/record-filter';
import { operatorsFor } from '../query-operators';
import type {
  QueryDescriptor,
  QueryItem,
  QueryProvider,
  QueryRunRequest,
  QueryRunResult,
  QuerySelector,
  QuerySourceShape,
  QueryWriteRequest,
  QueryWriteResult,
} from '../query-provider';
import { isObject, type ApiSource } from './api-source';
import { checkedWrite, takesChanges } from './api-write';

/** Records asked for per page (Clio's most per page is 200; Filevine's is larger). */
export const API_PAGE_SIZE = 200;
/**
 * How far a query looks at a provider: the filters the provider's API cannot apply are applied here, to at most this
 * many records (10 pages); a query that stops here says so (`truncated`).
 */
export const MAX_API_RECORDS = 2_000;

/**
 * A practice-management system as a query provider (001 §9): offered to a workspace with the system's add-on and a
 * connection; its sources are fixed record types with fixed fields; a run reads pages of the system's API, narrowed
 * by what the API can filter on, and applies every filter to what comes back. A run saves changed values back to a
 * source's writable fields (`write`); a source without any says `writeBack: false` (decisions §20).
 */
export abstract class IntegrationQueryProvider implements QueryProvider {
  abstract readonly name: string;
  abstract readonly label: string;
  protected abstract readonly slug: ProviderSlug;
  protected abstract readonly catalogue: readonly ApiSource[];

  constructor(private readonly providers: ProviderApi) {}

  availableTo(tenant: string): Promise<boolean> {
    return this.providers.isConnected(tenant, this.slug);
  }

  sources(): Promise<string[]> {
    return Promise.resolve(this.catalogue.map((source) => source.name));
  }

  descriptor(_tenant: string, name: string): Promise<QueryDescriptor | null> {
    const source = this.find(name);
    return Promise.resolve(source ? { selectors: this.selectors(source), writeBack: takesChanges(source) } : null);
  }

  source(_tenant: string, name: string): Promise<QuerySourceShape | null> {
    const source = this.find(name);
    return Promise.resolve(
      source ? source.fields.map(({ name: field, type, isList }) => ({ name: field, type, isList })) : null,
    );
  }

  /**
   * Every signed-in user of the workspace may read: the connection is the workspace's, and an app's options come
   * from it (decisions §20). A provider that refuses is a 409, one that does not answer a 503.
   */
  async run(tenant: string, request: QueryRunRequest): Promise<QueryRunResult | null> {
    const source = this.find(request.source);
    if (!source) return null;
    const matches = recordValuesTest(
      source.name,
      this.selectors(source),
      request.filters,
      `${this.label}'s ${source.name}`,
    );
    try {
      const api = await this.providers.api(tenant, this.slug);
      const items: QueryItem[] = [];
      let url: string | null = source.firstPage(request.filters, API_PAGE_SIZE);
      for (let scanned = 0; url !== null && scanned < MAX_API_RECORDS;) {
        const response = await api(url, { method: 'GET', headers: { accept: 'application/json' } });
        if (!response.ok) {
          await response.body?.cancel();
          throw new ProviderRefused(
            this.label,
            `${this.label} refused to list its ${source.name} records (HTTP ${response.status}).`,
          );
        }
        const page = await this.pageOf(source, response, url);
        scanned += page.items.length;
        for (const item of page.items) {
          if (!matches(item.values)) continue;
          if (items.length === request.limit) return { items, truncated: true };
          items.push(item);
        }
        url = page.items.length === 0 ? null : page.next;
      }
      return { items, truncated: url !== null };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw providerHttpError(error);
    }
  }

  /**
   * Saves a run's changed values to one record: checked against the source's writable fields first (nothing is sent
   * for a refused value), then one PATCH of the changed attributes. The provider refusing is a failure naming what it
   * said; a provider that does not answer (or answers 5xx) is ProviderUnavailable, and nothing retries the save: the
   * run records the failure and whoever ran it makes the change again (decisions §20).
   */
  async write(tenant: string, request: QueryWriteRequest): Promise<QueryWriteResult> {
    const source = this.find(request.source);
    if (!source?.update) throw notFound(`${this.label} has no source ${request.source} to save changes to.`);
    const what = `${source.name} ${request.id}`;
    const update = source.update(request.id, checkedWrite(this.label, source, request.id, request.values));
    const unavailable = (status?: number) =>
      new ProviderUnavailable(
        this.label,
        `${this.label} is unavailable: the changes to its ${what} were not saved${status ? ` (HTTP ${status})` : ''}.`,
      );
    let response: Response;
    try {
      const api = await this.providers.api(tenant, this.slug);
      response = await api(update.path, {
        method: 'PATCH',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(update.body),
      });
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw unavailable();
      // Not connected any more, or a revoked grant: an administrator must act.
      if (error instanceof ProviderRefused) throw new DomainError('conflict', error.message);
      throw error;
    }
    if (response.ok) {
      await response.body?.cancel();
      return { merged: false };
    }
    const said = await this.refusal(response);
    if (response.status >= 500) throw unavailable(response.status);
    if (response.status === 404) throw notFound(`${this.label} has no ${what}: it may have been deleted there.`);
    if (response.status === 403) {
      throw new DomainError('forbidden', `${this.label} does not let this connection change its ${what}.`);
    }
    throw invalid(
      `${this.label} refused the changes to its ${what}${said ? `: ${said}` : ''} (HTTP ${response.status}).`,
    );
  }

  /** What the provider said when refusing: Clio's `error.message`, Filevine's `message`, or nothing. */
  private async refusal(response: Response): Promise<string | null> {
    try {
      const body: unknown = await response.json();
      if (!isObject(body)) return null;
      const said = isObject(body.error) ? body.error.message : body.message;
      return typeof said === 'string' && said.trim() !== '' ? said.trim().slice(0, 300) : null;
    } catch {
      return null;
    }
  }

  /** A body that is not a page of the source (a changed API, a proxy's page) is the provider refusing. */
  private async pageOf(source: ApiSource, response: Response, url: string) {
    try {
      return source.readPage(await response.json(), url);
    } catch {
      throw new ProviderRefused(
        this.label,
        `${this.label} answered something that is not a list of ${source.name} records.`,
      );
    }
  }

  private find(name: string): ApiSource | undefined {
    return this.catalogue.find((source) => source.name.toLowerCase() === name.toLowerCase());
  }

  /** Every field is comparable: the sources list only fields of types that have operators. */
  private selectors(source: ApiSource): QuerySelector[] {
    return source.fields.map(({ name, type, isList, enum: options }) => ({
      name,
      type,
      isList,
      operators: operatorsFor(type),
      ...(options ? { enum: [...options] } : {}),
    }));
  }
}
