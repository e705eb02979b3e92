export * from './event-store';
export * from './read-models';
export * from './files';
export * from './config';
