export * from './read-model-store.port';
