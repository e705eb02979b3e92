import { defineStream } from '../../shared/event-sourcing/define-stream';
import { ELEMENT_NAME_EVENTS } from './element-name.events';
import { evolveNameHolder, type NameHolder } from './element-name.decide';

/** Who holds an element name in a workspace: `{tenant}.typename-{name in lower case}`. */
export const ElementNameStream = defineStream({
  category: 'typename',
  events: ELEMENT_NAME_EVENTS,
  initial: null as NameHolder,
  evolve: evolveNameHolder,
});

/** Names are compared case aside (001 §2), so the stream is named by the lower-cased name. */
export const nameKey = (name: string) => name.toLowerCase();
