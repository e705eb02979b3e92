import { Inject, Injectable } from '@nestjs/common';
import type { ReadModels } from '@app/projections';
import { READ_MODELS } from '../../shared/storage/tokens';
import { invalid, notFound } from '../../shared/domain/domain-error';
import { findElement } from '../../types';
import type { QueryReader, QueryRunResult } from '../query-provider';
import { QueryProviderRegistry } from '../query-provider-registry';
import { bindArguments } from './query-arguments';
import { queryDefinitionOf } from './query-definition';
import { resolveFilters } from './resolve-filters';

/** The most items one run answers (`truncated` says when more matched). */
export const MAX_QUERY_ITEMS = 500;

export interface QueryCall {
  /** The query element's name (001 §5: a reference names its query). */
  query: string;
  /** The required parameters' values, in their order. */
  args?: readonly unknown[];
  /** Any parameter's value by name (the optional ones of `{name: value}`). */
  params?: Readonly<Record<string, unknown>>;
}

/** A query's provider and source, by its name as the element spells it, and whether it saves changes back. */
export interface QueryOrigin {
  query: string;
  provider: string;
  source: string;
  writeBack: boolean;
}

export const queryNotFound = (name: string) => `There is no query named ${JSON.stringify(name)} in this workspace.`;

/**
 * Runs a query element of the workspace: its arguments bound to its parameters, its filters resolved to values,
 * then its provider reads the matching records of its source. The app runs call it in-process for a variable's
 * 'SELECT data FROM...'; `POST /api/queries/run` calls it over HTTP.
 */
@Injectable()
export class QueryRunner {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModels,
    private readonly registry: QueryProviderRegistry,
  ) {}

  async run(tenant: string, reader: QueryReader, call: QueryCall): Promise<QueryRunResult> {
    const element = await this.queryElement(tenant, call.query);
    const definition = queryDefinitionOf(element.definition);
    if (!definition.provider || !definition.source) {
      throw invalid(`The query ${element.name} has no provider and source yet: choose them in the designer.`);
    }
    const bound = bindArguments(element.name, definition.parameters, call.args ?? [], call.params ?? {});
    const filters = resolveFilters(element.name, definition, bound);
    return this.registry.run(tenant, definition.provider, {
      source: definition.source,
      filters,
      reader,
      limit: MAX_QUERY_ITEMS,
    });
  }

  /**
   * Where a query's items come from (its provider and source) and whether they may be saved back there ('Modified
   * data can be saved back to the provider', `writeBack`): what an object chosen from the query remembers (`_source`).
   */
  async origin(tenant: string, query: string): Promise<QueryOrigin> {
    const element = await this.queryElement(tenant, query);
    const definition = queryDefinitionOf(element.definition);
    return {
      query: element.name,
      provider: definition.provider,
      source: definition.source,
      writeBack: element.definition.writeBack === true,
    };
  }

  private async queryElement(tenant: string, query: string) {
    const element = await findElement(this.readModels, tenant, query);
    const isQuery =
      element &&
      element.kind === 'query' &&
      !element.deleted &&
      element.nameLower === query.toLowerCase() &&
      element.tenant === tenant;
    if (!isQuery) throw notFound(queryNotFound(query));
    return element;
  }
}
