/** The types context's public surface: its events and projector for the app's catalogue. */
export { ELEMENT_EVENTS } from './element.events';
export { typesProjector } from './types.projector';
