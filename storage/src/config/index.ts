export * from './storage-config';
export * from './open-storage';
