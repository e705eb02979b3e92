import { streamSpec } from '../shared/event-sourcing/stream-spec.testing';
import type { LinkEvent } from './link.events';
import type { LinkState } from './link.state';
import { LinkStream } from './link.streams';

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

/** The link folded from these events by its stream's own evolve (frozen: a decision may not change it). */
export const givenLink = (...events: LinkEvent[]): LinkState => streamSpec(LinkStream).given(events).state;
