import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { READ_MODELS } from '../../shared/storage/tokens';
import { findLiveCatalog, listCatalogDocs, type CatalogDoc } from '../../catalogs';
import { findElement } from '../../types';
import type { QueryDescriptor, QueryProvider, QuerySourceShape } from '../query-provider';
import { selectorsOf } from './catalog-selectors';

/** The product's own name for itself (the header's logo): queries store it as their `provider`. */
export const DOCAUTO_PROVIDER = 'docauto';

/**
 * The product itself as a query provider: its sources are the workspace's catalogs, a query filters on the values
 * of their records (the variables of the catalog's model), and records it reads can be saved back.
 */
@Injectable()
export class DocautoQueryProvider implements QueryProvider {
  readonly name = DOCAUTO_PROVIDER;
  readonly label = 'This workspace';

  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModels) {}

  availableTo(): Promise<boolean> {
    return Promise.resolve(true);
  }

  /** The catalogs in list order whose model still exists (one whose model was deleted has no records to read). */
  async sources(tenant: string): Promise<string[]> {
    const names: string[] = [];
    for (const catalog of await listCatalogDocs(this.readModels, tenant)) {
      if (await this.modelOf(tenant, catalog)) names.push(catalog.name);
    }
    return names;
  }

  async descriptor(tenant: string, source: string): Promise<QueryDescriptor | null> {
    const model = await this.modelOfSource(tenant, source);
    if (!model) return null;
    return { selectors: selectorsOf(model.members.variable), writeBack: true };
  }

  async source(tenant: string, source: string): Promise<QuerySourceShape | null> {
    return (await this.modelOfSource(tenant, source))?.name ?? null;
  }

  private async modelOfSource(tenant: string, source: string) {
    // By name only: queries store the catalog's name, as the records routes address catalogs.
    const catalog = await findLiveCatalog(this.readModels, tenant, source);
    if (!catalog || catalog.name.toLowerCase() !== source.toLowerCase()) return null;
    return this.modelOf(tenant, catalog);
  }

  private async modelOf(tenant: string, catalog: CatalogDoc) {
    const model = await findElement(this.readModels, tenant, catalog.typeId);
    return model && model.elementId === catalog.typeId && !model.deleted ? model : null;
  }
}
