import { ConcurrencyConflictError, type EventStore } from '@app/storage';
import { invalid } from '../../shared/domain/domain-error';
import {
  appendDecided,
  type ActingOn,
  type CommandResult,
  type PendingWrite,
} from '../../shared/event-sourcing/append-decided';
import { ELEMENT_EXISTS } from '../element-rules';
import type { ElementEvent } from '../element.events';
import { evolveElement, type ElementState } from '../element.state';
import { decideReleaseName, decideReserveName } from './element-name.decide';
import type { ElementNameEvent } from './element-name.events';
import { ElementNameStream, nameKey } from './element-name.streams';

/** One element's decided events and the state they were decided on. */
export interface ElementStep {
  elementId: string;
  before: ElementState;
  events: readonly ElementEvent[];
}

const liveName = (state: ElementState): string | null => (state.exists && !state.deleted ? nameKey(state.name) : null);

/**
 * The name reservations a set of element changes needs: each name an element leaves (renamed, deleted) is
 * released and each name it takes (created, renamed, restored, reverted to an older name) is reserved. One write
 * per name, so a swap of two names in one save works. A name another element holds is refused with 001 §5's
 * message; a name nobody reserved (an element from before reservations) was checked against the read model by
 * the caller.
 */
export async function nameReservations(
  store: EventStore,
  tenant: string,
  steps: readonly ElementStep[],
): Promise<PendingWrite[]> {
  const releases = new Map<string, string[]>();
  const reserves = new Map<string, string>();
  for (const { elementId, before, events } of steps) {
    const from = liveName(before);
    const to = liveName(events.reduce(evolveElement, before));
    if (from === to) continue;
    if (from !== null) releases.set(from, [...(releases.get(from) ?? []), elementId]);
    if (to !== null) {
      if (reserves.has(to)) throw invalid(ELEMENT_EXISTS);
      reserves.set(to, elementId);
    }
  }
  const writes: PendingWrite[] = [];
  for (const name of new Set([...releases.keys(), ...reserves.keys()])) {
    const loaded = await ElementNameStream.load(store, tenant, name);
    let holder = loaded.state;
    const events: ElementNameEvent[] = [];
    for (const elementId of releases.get(name) ?? []) {
      const released = decideReleaseName(holder, elementId);
      events.push(...released);
      if (released.length > 0) holder = null;
    }
    const taker = reserves.get(name);
    if (taker !== undefined) events.push(...decideReserveName(holder, taker));
    writes.push(ElementNameStream.write(loaded, events));
  }
  return writes;
}

const NAME_STREAM = `.${ElementNameStream.category}-`;

/**
 * Appends element writes with their name reservations, all or nothing. Of two saves taking one name at the same
 * instant exactly one is written; the other is told the name exists.
 */
export async function appendWithNames(
  store: EventStore,
  acting: ActingOn,
  writes: readonly PendingWrite[],
): Promise<CommandResult[]> {
  try {
    return await appendDecided(store, acting, writes);
  } catch (error) {
    if (error instanceof ConcurrencyConflictError && error.stream.includes(NAME_STREAM)) throw invalid(ELEMENT_EXISTS);
    throw error;
  }
}
