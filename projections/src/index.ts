export * from './projector';
export * from './projection-runner';
export * from './position-waiters';
export * from './read-models-reader';
export { PARKED_EVENTS_COLLECTION } from './parked-events';
export { physicalCollection } from './build-names';
export * from './projection-snapshot';
