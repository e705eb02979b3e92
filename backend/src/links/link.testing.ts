import type { LinkEvent } from './link.events';
import { evolveLink, initialLinkState, type LinkState } from './link.state';

export const LINK_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

export const NEW_LINK = {
  userEmail: 'bob@x.test',
  userName: 'Bob',
  catalogName: 'Clients',
  recordId: '42',
  appName: 'Intake',
};

export const linkCreated = (linkId = LINK_ID): LinkEvent => ({
  type: 'LinkCreated',
  data: { linkId, ...NEW_LINK, createdBy: 'admin-1' },
});
export const linkRevoked = (linkId = LINK_ID): LinkEvent => ({
  type: 'LinkRevoked',
  data: { linkId, revokedBy: 'admin-1' },
});

/** Given these events on the link's stream. */
export const givenLink = (...events: LinkEvent[]): LinkState => events.reduce(evolveLink, initialLinkState);
