/**
 * A read-model document: plain JSON with a string `_id`. Every store keeps what JSON would keep of it
 * (a Date becomes its ISO string, `undefined` is dropped, NaN becomes null): see plain-document.ts.
 */
export interface Doc {
  _id: string;
  [field: string]: unknown;
}

export type IndexType = 'text' | 'number' | 'boolean' | 'date';

export interface CollectionSpec {
  name: string;
  /**
   * Only declared fields can be filtered and sorted on. Dotted paths reach nested fields (never through an
   * array). A put whose declared field holds another type than declared (text: a string, number: a finite
   * number, boolean, date: an ISO 8601 string or a Date) is refused, and so is a filter value of another type;
   * null and a missing field are always allowed.
   *
   * `indexed: false` declares a field (typed, filterable, sortable) without an index of its own: for a field only
   * read through a compound index, or only searched with `contains`, an index costs every write and serves no read.
   * A unique field is always indexed.
   */
  indexes: { field: string; type: IndexType; unique?: boolean; indexed?: boolean }[];
  /**
   * Indexes over several declared fields, in order: equalities on the first ones and a sort on the next one are
   * answered from the index (a catalog's records by date), where single-field indexes would sort every match.
   */
  compoundIndexes?: string[][];
}

export type Scalar = string | number | boolean | null;
export type FieldCondition =
  | Scalar
  | {
      eq?: Scalar;
      ne?: Scalar;
      in?: Scalar[];
      gt?: Scalar;
      gte?: Scalar;
      lt?: Scalar;
      lte?: Scalar;
      /** Case-insensitive substring; text fields only. */
      contains?: string;
      /** Holds where `contains` does not: also where the field is null or missing. Text fields only. */
      notContains?: string;
    };
/** All conditions must hold. `or` holds when any of its filters holds. */
export type Filter = { [field: string]: FieldCondition | Filter[] | undefined; or?: Filter[] };

export interface FindQuery {
  where?: Filter;
  sort?: { field: string; direction: 'asc' | 'desc' }[];
  skip?: number;
  limit?: number;
}

export type DocChange = { op: 'put'; collection: string; doc: Doc } | { op: 'delete'; collection: string; id: string };

export interface Checkpoint {
  projector: string;
  position: number;
}

export interface ReadModelStore {
  /** Idempotent: creates the collection and its indexes if missing. */
  ensureCollection(spec: CollectionSpec): Promise<void>;
  dropCollection(name: string): Promise<void>;
  get(collection: string, id: string): Promise<Doc | null>;
  getMany(collection: string, ids: readonly string[]): Promise<Doc[]>;
  find(collection: string, query?: FindQuery): Promise<Doc[]>;
  count(collection: string, where?: Filter): Promise<number>;
  /** Applies every change and moves the checkpoint in one atomic transaction. */
  commit(changes: readonly DocChange[], checkpoint?: Checkpoint): Promise<void>;
  getCheckpoint(projector: string): Promise<number | null>;
  /** Small key/value state kept with the read models (for example which projector version is live). */
  getMeta(key: string): Promise<string | null>;
  setMeta(key: string, value: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether a call that failed with `error` may succeed when simply tried again (a replica-set election,
   * a dropped connection, a database file busy with another writer), rather than being refused for what
   * it asks (a unique index clash, a field of the wrong type), which fails the same way every time. The
   * projection runner retries a transient failure of a batch as it is, for as long as it lasts.
   */
  isTransient(error: unknown): boolean;
}
