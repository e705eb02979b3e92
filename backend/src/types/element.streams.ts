import { defineStream } from '../shared/event-sourcing/define-stream';
import { ELEMENT_EVENTS } from './element.events';
import { evolveElement, initialElementState } from './element.state';

/** One element of the designer (a model, a table or a query): `{tenant}.type-{elementId}`. */
export const ElementStream = defineStream({
  category: 'type',
  events: ELEMENT_EVENTS,
  initial: initialElementState,
  evolve: evolveElement,
});
