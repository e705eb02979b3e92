import { DomainError } from '../../shared/domain/domain-error';
import { LINK_NOT_FOUND } from '../link-rules';
import { givenLink, linkCreated, linkRevoked, LINK_ID } from '../link.testing';
import { decideRevokeLink } from './revoke-link.decide';

describe('revoke link', () => {
  it('revokes a live link', () => {
    expect(decideRevokeLink({ revokedBy: 'admin-1' }, givenLink(linkCreated()))).toEqual([
      { type: 'LinkRevoked', data: { linkId: LINK_ID, revokedBy: 'admin-1' } },
    ]);
  });

  it('changes nothing when the link is already revoked', () => {
    expect(decideRevokeLink({ revokedBy: null }, givenLink(linkCreated(), linkRevoked()))).toEqual([]);
  });

  it('answers the §8 text for an unknown link', () => {
    expect(() => decideRevokeLink({ revokedBy: null }, givenLink())).toThrow(
      new DomainError('not_found', LINK_NOT_FOUND),
    );
  });
});
