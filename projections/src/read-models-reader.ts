import type { Doc, Filter, FindQuery, ReadModelStore } from '@app/storage';

/** Queries on a projector's logical collections, always against its live build. */
export interface ProjectionReader {
  get(collection: string, id: string): Promise<Doc | null>;
  getMany(collection: string, ids: readonly string[]): Promise<Doc[]>;
  find(collection: string, query?: FindQuery): Promise<Doc[]>;
  count(collection: string, where?: Filter): Promise<number>;
}

/** The facade query handlers use, so they never spell physical (versioned) collection names. */
export class ReadModels {
  constructor(
    private readonly store: ReadModelStore,
    private readonly names: { collection(projector: string, logical: string): string },
  ) {}

  reader(projector: string): ProjectionReader {
    // Resolved on every call: a rebuild may switch the live build between two queries.
    const physical = (logical: string) => this.names.collection(projector, logical);
    return {
      get: (collection, id) => this.store.get(physical(collection), id),
      getMany: (collection, ids) => this.store.getMany(physical(collection), ids),
      find: (collection, query) => this.store.find(physical(collection), query),
      count: (collection, where) => this.store.count(physical(collection), where),
    };
  }
}
