/** A read-model document: plain JSON with a string `_id`. */
export interface Doc {
  _id: string;
  [field: string]: unknown;
}

export type IndexType = 'text' | 'number' | 'boolean' | 'date';

export interface CollectionSpec {
  name: string;
  /** Only declared fields can be filtered and sorted on. Dotted paths reach nested fields. */
  indexes: { field: string; type: IndexType; unique?: boolean }[];
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
}
