import type { EventStore } from '@app/storage';
import { isValidWorkspaceName } from '../shared/domain/workspace-name';
import { defineStream } from '../shared/event-sourcing/define-stream';
import { LINK_EVENTS } from './link.events';
import { isLinkId } from './link-rules';
import { evolveLink, initialLinkState, type LinkState } from './link.state';

/** One link to one record for one address: `{tenant}.link-{linkId}`. */
export const LinkStream = defineStream({
  category: 'link',
  events: LINK_EVENTS,
  initial: initialLinkState,
  evolve: evolveLink,
});

/** The link as its stream says now (strongly consistent: no projection in between). */
export async function loadLink(store: EventStore, tenant: string, linkId: string): Promise<LinkState> {
  // Anything that cannot be a link id or a workspace name simply is not a link.
  if (!isLinkId(linkId) || !isValidWorkspaceName(tenant)) return initialLinkState;
  return (await LinkStream.load(store, tenant, linkId)).state;
}
