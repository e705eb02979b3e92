import type { EventStore } from '@app/storage';
import { loadDecideAppend, type CommandResult } from '../shared/event-sourcing/load-decide-append';
import { assertWorkspaceName } from '../tenancy/workspace-name';
import { linkStream, type LinkEvent } from './link.events';
import { isLinkId } from './link-rules';
import { evolveLink, initialLinkState, type LinkState } from './link.state';

/** Load → decide → append on one link's stream. */
export function runLinkCommand(
  store: EventStore,
  tenant: string,
  linkId: string,
  actorId: string | null,
  decide: (state: LinkState) => LinkEvent[],
): Promise<CommandResult> {
  assertWorkspaceName(tenant);
  return loadDecideAppend<LinkState, LinkEvent>(store, {
    stream: linkStream(tenant, linkId),
    evolve: evolveLink,
    initial: initialLinkState,
    decide,
    metadata: { tenant, userId: actorId },
  });
}

/** The link as its stream says now (strongly consistent: no projection in between). */
export async function loadLink(store: EventStore, tenant: string, linkId: string): Promise<LinkState> {
  // Anything that cannot be a link id or a workspace name simply is not a link.
  if (!isLinkId(linkId) || !/^[a-z0-9]+$/.test(tenant)) return initialLinkState;
  const events = await store.readStream(linkStream(tenant, linkId));
  return events.reduce((state, event) => evolveLink(state, event as unknown as LinkEvent), initialLinkState);
}
