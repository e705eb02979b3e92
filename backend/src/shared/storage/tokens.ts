/** Injection tokens for the ports: handlers depend on the interfaces, never on an engine. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const STORAGE = Symbol('STORAGE');
/** The event store behind the event registry: payloads validated on append, upcast on read. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');
export const FILE_STORE = Symbol('FILE_STORE');
export const MAILER = Symbol('MAILER');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
/** `ReadModels` facade: query handlers read logical collections of the live builds. */
export const READ_MODELS = Symbol('READ_MODELS');
