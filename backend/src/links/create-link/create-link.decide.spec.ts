import { DomainError } from '../../shared/domain/domain-error';
import { givenLink, linkCreated, LINK_ID, NEW_LINK } from '../link.testing';
import { decideCreateLink } from './create-link.decide';

describe('create link', () => {
  it('creates a link to one record for one address, lower-casing the address', () => {
    const events = decideCreateLink(
      { linkId: LINK_ID, link: { ...NEW_LINK, userEmail: ' Bob@X.test ' }, createdBy: 'admin-1' },
      givenLink(),
    );
    expect(events).toEqual([{ type: 'LinkCreated', data: { linkId: LINK_ID, ...NEW_LINK, createdBy: 'admin-1' } }]);
  });

  it('accepts a numeric record id as text', () => {
    const [event] = decideCreateLink(
      { linkId: LINK_ID, link: { ...NEW_LINK, recordId: 42 as unknown as string }, createdBy: null },
      givenLink(),
    );
    expect(event.type === 'LinkCreated' && event.data.recordId).toBe('42');
  });

  it('refuses an id that is already a link', () => {
    expect(() =>
      decideCreateLink({ linkId: LINK_ID, link: NEW_LINK, createdBy: null }, givenLink(linkCreated())),
    ).toThrow(new DomainError('conflict', `Link ${LINK_ID} already exists.`));
  });

  it.each([
    [{ userEmail: 'not-an-address' }, 'userEmail must be a valid e-mail address'],
    [{ userName: 'B' }, 'userName must be at least 2 characters'],
    [{ catalogName: ' ' }, 'catalogName must not be empty'],
    [{ appName: 'a/b' }, 'appName must not contain "/"'],
    [{ recordId: 'x'.repeat(201) }, 'recordId must be at most 200 characters'],
  ])('refuses %j, saying why', (change, message) => {
    expect(() =>
      decideCreateLink({ linkId: LINK_ID, link: { ...NEW_LINK, ...change }, createdBy: null }, givenLink()),
    ).toThrow(message);
  });
});
