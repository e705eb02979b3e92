/**
 * The query provider port (001 §2 "Query model form", §7 GET /api/queries/types/…): where a query's records come
 * from. The product's own catalogs are one provider; the practice-management integrations (Clio, Filevine) join
 * this port with the app-runs work. A provider names its sources, describes what a query on a source may filter
 * on, tells the shape of a source's records, and runs a query: its filters, already resolved to values, applied to
 * the source's records.
 */
export interface QueryProvider {
  /** The provider's name as queries store it (`provider`) and the routes take it. */
  readonly name: string;
  /** What the PROVIDER select shows. */
  readonly label: string;
  /** Whether this workspace can use the provider (an integration is available only once it is configured). */
  availableTo(tenant: string): Promise<boolean>;
  /** The names of the sources a query may read (the SOURCE select). */
  sources(tenant: string): Promise<string[]>;
  /** What a query on `source` may filter on, and whether its records can be written back; null: no such source. */
  descriptor(tenant: string, source: string): Promise<QueryDescriptor | null>;
  /** The shape of `source`'s records: a model's name, or its fields; null: no such source. */
  source(tenant: string, source: string): Promise<QuerySourceShape | null>;
  /**
   * The records of `source` every filter holds for, newest first, at most `request.limit`; null: no such source.
   * Throws an invalid DomainError (400) for a filter the source cannot apply, a forbidden one (403) when the
   * reader may not read the source.
   */
  run(tenant: string, request: QueryRunRequest): Promise<QueryRunResult | null>;
  /**
   * Saves changed values back to one record of `source` ('Modified data can be saved back to the provider'), as
   * `request.reader` may: only the values named change (null clears one). Absent: the provider is read-only (its
   * descriptor says `writeBack: false`). Throws a DomainError the run records: not found (no such source or record,
   * or a deleted one), forbidden (the reader may not write there), invalid (a value the source refuses).
   */
  write?(tenant: string, request: QueryWriteRequest): Promise<QueryWriteResult>;
}

export interface QueryWriteRequest {
  source: string;
  /** The record's id, as the query's item gave it (`QueryItem._id`). */
  id: string;
  /** The changed values by variable name. */
  values: Record<string, unknown>;
  /** Who writes: the person who ran the app. */
  reader: QueryReader;
  /** What the provider records as the origin of the change (the app and its run, for the record's history). */
  origin: { app: string; run: string };
}

export interface QueryWriteResult {
  /** The record's version after the save; absent: the provider keeps no version numbers (Clio, Filevine). */
  version?: number;
  /** The save met a newer version than it read, and was made on it (only the changed values applied). */
  merged: boolean;
}

/** Who runs a query: their records permissions decide which sources they may read. */
export interface QueryReader {
  /** null: no signed-in user (an app run on behalf of the workspace); only sources open to everyone. */
  userId: string | null;
  isAdmin: boolean;
}

/**
 * One filter of a query with its operand resolved: the argument of the parameter it compares with, or its value
 * expression evaluated. Operands are data: a provider compares them, never evaluates them.
 */
export interface ResolvedFilter {
  /** The selector compared (for the product: a variable of the catalog's model). */
  name: string;
  operator: string;
  /** A value, or a list of values (a list parameter): the filter holds when any of them matches. */
  operand: unknown;
}

export interface QueryRunRequest {
  source: string;
  filters: readonly ResolvedFilter[];
  reader: QueryReader;
  /** At most this many items. */
  limit: number;
}

/** One record a query answers: its id, its name (the catalog's RECORDS column) and its values by variable name. */
export interface QueryItem {
  _id: string;
  name: string;
  values: Record<string, unknown>;
}

export interface QueryRunResult {
  items: QueryItem[];
  /** More records may match than `items` holds: the limit was reached, or the provider stopped looking. */
  truncated: boolean;
}

/** A value type as variables have it (001 §3): text, number, date, checkbox (true/false), selection… */
export type ValueType = string;

/** One thing a query's filters may compare (001 §3 Param/filter `name`, `type`, `isList`, `operator`, `enum`). */
export interface QuerySelector {
  name: string;
  type: ValueType;
  isList: boolean;
  /** The comparisons a filter on this selector may make, in the order the operator select offers them. */
  operators: string[];
  /** The values a selection may hold, when the source knows them. */
  enum?: string[];
}

export interface QueryDescriptor {
  selectors: QuerySelector[];
  /** Modified records can be saved back to the provider ('Modified data can be saved back to the provider'). */
  writeBack: boolean;
}

export interface QueryField {
  name: string;
  type: ValueType;
  isList: boolean;
}

/** A source's records are items of a model of the workspace (its name), or plain records with these fields. */
export type QuerySourceShape = string | QueryField[];

/** The Nest token under which every provider registers (a multi-provider: one entry per provider). */
export const QUERY_PROVIDERS = Symbol('QUERY_PROVIDERS');
