/** The types context's public surface: its events and projector for the app's catalogue, and its save command. */
export { ELEMENT_EVENTS } from './element.events';
export { ELEMENT_NAME_EVENTS } from './element-name/element-name.events';
export { typesProjector } from './types.projector';
export { SaveTypesBatchCommand, type TypesBatchResult } from './save-types-batch/save-types-batch.command';
export type { TypesBatchItem } from './save-types-batch/types-batch';
