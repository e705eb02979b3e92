export * from './read-model-store.port';
export { assertCollectionName, assertFieldName } from './read-model-query';
export { SqliteReadModelStore } from './sqlite-read-model-store';
export { MongoReadModelStore } from './mongo-read-model-store';
export { InMemoryReadModelStore } from './in-memory-read-model-store';
