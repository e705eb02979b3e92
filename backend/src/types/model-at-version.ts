import type { EventStore } from '@app/storage';
import { evolveElement, initialElementState, type ElementState } from './element.state';
import type { ElementEvent } from './element.events';
import { ElementStream } from './element.streams';

/**
 * An element as it stood at one of its versions, folded from its stream alone (not the versions read model, which
 * may lag a save made a moment ago): every event up to the one that made `version`, and the labels given after it
 * are left out too. Null when the element never reached that version.
 */
export async function elementAsOfVersion(
  store: EventStore,
  tenant: string,
  elementId: string,
  version: number,
): Promise<ElementState | null> {
  const events = await store.readStream(ElementStream.name(tenant, elementId));
  let state = initialElementState;
  for (const event of events) {
    const next = evolveElement(state, event as unknown as ElementEvent);
    if (next.version > version) break;
    state = next;
  }
  return state.exists && state.version === version ? state : null;
}

/** An element at its latest version, from its stream (a model saved a moment ago is found); null: never created. */
export async function elementAtHead(
  store: EventStore,
  tenant: string,
  elementId: string,
): Promise<ElementState | null> {
  const { state } = await ElementStream.load(store, tenant, elementId);
  return state.exists ? state : null;
}
