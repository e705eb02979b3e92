import { notFound } from '../../shared/domain/domain-error';
import type { LinkEvent } from '../link.events';
import { LINK_NOT_FOUND } from '../link-rules';
import type { LinkState } from '../link.state';

/** Revoking twice changes nothing (the link is already dead); an unknown link is a 404. */
export function decideRevokeLink(input: { revokedBy: string | null }, state: LinkState): LinkEvent[] {
  if (!state.exists) throw notFound(LINK_NOT_FOUND);
  if (state.revoked) return [];
  return [{ type: 'LinkRevoked', data: { linkId: state.linkId, revokedBy: input.revokedBy } }];
}
