/**
 * The query provider port (001 §2 "Query model form", §7 GET /api/queries/types/…): where a query's records come
 * from. The product's own catalogs are one provider; the practice-management integrations (Clio, Filevine) join
 * this port with the app-runs work. A provider names its sources, describes what a query on a source may filter
 * on, and tells the shape of a source's records.
 *
 * Running a query is not part of the port yet: it needs the records context (the next issue), which brings the
 * `run` method together with the records it reads, rather than a method here that could only pretend.
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
