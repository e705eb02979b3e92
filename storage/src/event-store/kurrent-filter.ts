import { eventTypeFilter, streamNameFilter, type Filter } from '@kurrent/kurrentdb-client';
import type { ReadAllOptions } from './event-store.port';

type Wanted = Pick<ReadAllOptions, 'tenant' | 'types'>;

/** Our streams are `{tenant}.…` or the reserved global prefix; KurrentDB's own all start with `$`. */
export const NOT_SYSTEM_STREAM = '^[^$]';

/**
 * The server-side filter of a read or catch-up subscription on $all, so the server sends only what
 * the caller may want. It filters on one thing, stream name or event type: the tenant's stream
 * prefix (`{tenant}.`, so `a` never matches `ab`) if asked, else the types, else every stream but
 * the system ones. Type prefixes also match longer names, and with a tenant the types are not
 * filtered at all: `isWanted` checks both exactly on our side.
 *
 * No checkpointInterval or maxSearchWindow: readAll ignores them (its bridge sends only what to
 * filter on), and the subscription's server checkpoints (checkpointReached) would only help a caller
 * whose filter skips most events, which the projection runner's live subscription never does: it
 * asks for every type, so each event it receives moves its checkpoint to the head.
 */
export function allStreamFilter(wanted: Wanted): Filter {
  if (wanted.tenant !== undefined) return streamNameFilter({ prefixes: [`${wanted.tenant}.`] });
  if (wanted.types?.length) return eventTypeFilter({ prefixes: [...wanted.types] });
  return streamNameFilter({ regex: NOT_SYSTEM_STREAM });
}

/** The exact check behind `allStreamFilter`'s coarse one. */
export function isWanted(event: { stream: string; type: string }, wanted: Wanted): boolean {
  if (wanted.tenant !== undefined && !event.stream.startsWith(`${wanted.tenant}.`)) return false;
  return !wanted.types || wanted.types.includes(event.type);
}
