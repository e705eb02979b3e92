import type { EventStore } from '@app/storage';
import type { RecordedEventOf } from '@app/event-schemas';
import { LINK_EVENTS } from '../link.events';
import { evolveLink, initialLinkState, type Link, type LinkState } from '../link.state';

export interface LinkListItem extends Link {
  linkId: string;
  createdBy: string | null;
  createdAt: string;
  revoked: boolean;
}

/**
 * The workspace's links, newest first, folded from its link events. Read from the events rather than a
 * projection so that the CLI (which runs no projections) and the API answer alike and at once; a workspace
 * has few links, and the query only reads the two link event types of one tenant.
 */
export async function listLinks(store: EventStore, tenant: string): Promise<LinkListItem[]> {
  const events = (await store.readAll({
    tenant,
    types: LINK_EVENTS.map((definition) => definition.type),
  })) as RecordedEventOf<typeof LINK_EVENTS>[];
  const states = new Map<string, { state: LinkState; createdAt: string }>();
  for (const event of events) {
    const current = states.get(event.data.linkId) ?? { state: initialLinkState, createdAt: event.recordedAt };
    states.set(event.data.linkId, { ...current, state: evolveLink(current.state, event) });
  }
  return [...states.values()]
    .filter(({ state }) => state.exists && state.link)
    .map(({ state, createdAt }) => ({
      linkId: state.linkId,
      ...state.link!,
      createdBy: state.createdBy,
      createdAt,
      revoked: state.revoked,
    }))
    .reverse();
}
