import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ReadModels } from '@app/projections';
import type { EventStore } from '@app/storage';
import { EVENT_STORE, READ_MODELS } from '../../shared/storage/tokens';
import { DomainError, notFound } from '../../shared/domain/domain-error';
import { findLiveCatalog, listCatalogDocs, visibleTo, type CatalogDoc } from '../../catalogs';
import {
  RECORDS,
  RECORDS_PROJECTOR,
  SaveRecordCommand,
  catalogKeyOf,
  recordDocId,
  type RecordDoc,
} from '../../records';
import { findElement } from '../../types';
import { findUserViewNow } from '../../users';
import type {
  QueryDescriptor,
  QueryItem,
  QueryProvider,
  QueryReader,
  QueryRunRequest,
  QueryRunResult,
  QuerySourceShape,
  QueryWriteRequest,
  QueryWriteResult,
} from '../query-provider';
import { selectorsOf } from './catalog-selectors';
import { recordValuesTest } from './record-filter';

/** The product's own name for itself (the header's logo): queries store it as their `provider`. */
export const DOCAUTO_PROVIDER = 'docauto';

/**
 * How far a query looks. Variables differ per model, so the read model cannot index a record's values (its
 * engines filter only on declared fields): the port narrows to the catalog's live records, newest first, a page at
 * a time, and the filters are applied here. A query stops at its item limit or after this many records, and says
 * it was cut short (`truncated`).
 */
export const MAX_SCANNED_RECORDS = 10_000;
const SCAN_PAGE = 500;

export const NO_ACCESS = 'You do not have access to the catalog this query reads.';

/**
 * The product itself as a query provider: its sources are the workspace's catalogs, a query filters on the values
 * of their records (the variables of the catalog's model), and records it reads can be saved back.
 */
@Injectable()
export class DocautoQueryProvider implements QueryProvider {
  readonly name = DOCAUTO_PROVIDER;
  readonly label = 'This workspace';

  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
  ) {}

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

  /** The catalog's live records, newest first (last modified), that every filter holds for. */
  async run(tenant: string, request: QueryRunRequest): Promise<QueryRunResult | null> {
    const catalog = await this.catalogOfSource(tenant, request.source);
    const model = catalog && (await this.modelOf(tenant, catalog));
    if (!catalog || !model) return null;
    if (!(await this.mayRead(tenant, request.reader, catalog))) throw new DomainError('forbidden', NO_ACCESS);
    const variables = model.members.variable;
    const matches = recordValuesTest(catalog.name, selectorsOf(variables), request.filters);
    const names = variables.map((variable) => variable.name);
    const records = this.readModels.reader(RECORDS_PROJECTOR);
    const items: QueryItem[] = [];
    for (let skip = 0; skip < MAX_SCANNED_RECORDS; skip += SCAN_PAGE) {
      const page = (await records.find(RECORDS, {
        where: { catalogKey: catalogKeyOf(tenant, catalog.catalogId), deleted: false },
        sort: [{ field: 'date', direction: 'desc' }],
        skip,
        limit: SCAN_PAGE,
      })) as RecordDoc[];
      for (const doc of page) {
        if (!matches(doc.values)) continue;
        if (items.length === request.limit) return { items, truncated: true };
        items.push({ _id: doc.recordId, name: doc.name, values: valuesOf(doc, names) });
      }
      if (page.length < SCAN_PAGE) return { items, truncated: false };
    }
    return { items, truncated: true };
  }

  /**
   * Saves an app run's changed values to the catalog record they were read from, through the records context's
   * save (checked against the catalog's model, recorded on the record's history as the app's run), at the version
   * read. Another save since (409) is met by saving again on the newest version: only the changed values are sent,
   * so what the other save changed stays. The writer must be able to read the catalog, as for running the query.
   */
  async write(tenant: string, request: QueryWriteRequest): Promise<QueryWriteResult> {
    const catalog = await this.catalogOfSource(tenant, request.source);
    if (!catalog) throw notFound(`There is no catalog named ${JSON.stringify(request.source)} in this workspace.`);
    if (!(await this.mayRead(tenant, request.reader, catalog))) throw new DomainError('forbidden', NO_ACCESS);
    const doc = (await this.readModels
      .reader(RECORDS_PROJECTOR)
      .get(RECORDS, recordDocId(tenant, request.id))) as RecordDoc | null;
    if (!doc || doc.catalogKey !== catalogKeyOf(tenant, catalog.catalogId))
      throw notFound(`The record ${request.id} is not in the catalog ${catalog.name}.`);
    if (doc.deleted) throw notFound(`The record ${recordName(doc)} was deleted from ${catalog.name}.`);
    const save = (expectedVersion?: number) =>
      this.commands.execute(
        new SaveRecordCommand(
          tenant,
          catalog,
          request.values,
          { source: 'app', app: request.origin.app, run: request.origin.run },
          request.reader.userId,
          { recordId: request.id, ...(expectedVersion !== undefined ? { expectedVersion } : {}) },
        ),
      );
    try {
      const saved = await save(doc.revision + 1);
      return { version: saved.version, merged: false };
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'conflict' || !/version/i.test(error.message)) throw error;
      const saved = await save();
      return { version: saved.version, merged: true };
    }
  }

  /** Administrators read every catalog; users those for everyone or in their permissions, as saved now. */
  private async mayRead(tenant: string, reader: QueryReader, catalog: CatalogDoc): Promise<boolean> {
    if (reader.isAdmin || catalog.isEveryone) return true;
    if (!reader.userId) return false;
    const user = await findUserViewNow(this.store, this.readModels, tenant, reader.userId);
    return user !== null && visibleTo({ isAdmin: user.isAdmin, permissions: user.permissions ?? [] })(catalog);
  }

  private async catalogOfSource(tenant: string, source: string): Promise<CatalogDoc | null> {
    // By name only: queries store the catalog's name, as the records routes address catalogs.
    const catalog = await findLiveCatalog(this.readModels, tenant, source);
    return catalog && catalog.name.toLowerCase() === source.toLowerCase() ? catalog : null;
  }

  private async modelOfSource(tenant: string, source: string) {
    const catalog = await this.catalogOfSource(tenant, source);
    return catalog ? this.modelOf(tenant, catalog) : null;
  }

  private async modelOf(tenant: string, catalog: CatalogDoc) {
    const model = await findElement(this.readModels, tenant, catalog.typeId);
    return model && model.elementId === catalog.typeId && !model.deleted ? model : null;
  }
}

/** The record's values of its model's variables (not record properties, nor values of variables removed since). */
function valuesOf(doc: RecordDoc, names: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    if (Object.prototype.hasOwnProperty.call(doc.values, name)) values[name] = doc.values[name];
  }
  return values;
}

/** What a message calls a record: its name (the catalog's RECORDS column), else its first text value, else its id. */
function recordName(doc: RecordDoc): string {
  if (doc.name.trim() !== '') return doc.name.trim();
  const first = Object.values(doc.values).find((value) => typeof value === 'string' && value.trim() !== '');
  return typeof first === 'string' ? first.trim() : doc.recordId;
}
