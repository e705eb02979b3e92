import type { LinkCreatedData, LinkEvent } from './link.events';

/** §3 Link: what the link points at and for whom. */
export interface Link {
  userEmail: string;
  userName: string;
  catalogName: string;
  recordId: string;
  appName: string;
}

export interface LinkState {
  exists: boolean;
  revoked: boolean;
  linkId: string;
  link?: Link;
  createdBy: string | null;
}

export const initialLinkState: LinkState = { exists: false, revoked: false, linkId: '', createdBy: null };

export const linkOf = ({ userEmail, userName, catalogName, recordId, appName }: LinkCreatedData): Link => ({
  userEmail,
  userName,
  catalogName,
  recordId,
  appName,
});

export function evolveLink(state: LinkState, event: LinkEvent): LinkState {
  switch (event.type) {
    case 'LinkCreated':
      return {
        ...state,
        exists: true,
        linkId: event.data.linkId,
        link: linkOf(event.data),
        createdBy: event.data.createdBy,
      };
    case 'LinkRevoked':
      return { ...state, revoked: true };
  }
}

/** A link that can be used: created and not revoked. */
export const isUsable = (state: LinkState): state is LinkState & { link: Link } =>
  state.exists && !state.revoked && state.link !== undefined;
