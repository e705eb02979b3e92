export * from './envelope';
export * from './define-event';
export * from './event-registry';
export * from './invalid-event.error';
export * from './stream-names';
export * from './event-metadata';
export * from './metadata-check';
