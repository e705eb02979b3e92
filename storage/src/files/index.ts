export * from './file-store.port';
