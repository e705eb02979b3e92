import { causedBy, createMetadata, newEventId } from './event-metadata';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('event metadata', () => {
  it('starts a new correlation with no causation, at the given time', () => {
    const metadata = createMetadata({ tenant: 'acme', userId: 'u1', time: new Date('2024-05-01T10:00:00Z') });
    expect(metadata).toEqual({
      tenant: 'acme',
      userId: 'u1',
      correlationId: expect.stringMatching(UUID),
      causationId: null,
      time: '2024-05-01T10:00:00.000Z',
    });
  });

  it('defaults the time to now and accepts the system as actor', () => {
    const before = Date.now();
    const metadata = createMetadata({ tenant: 'acme', userId: null });
    expect(Date.parse(metadata.time)).toBeGreaterThanOrEqual(before);
    expect(metadata.userId).toBeNull();
  });

  it('refuses an invalid time', () => {
    expect(() => createMetadata({ tenant: 'acme', userId: null, time: 'yesterday' })).toThrow(
      /Invalid event time "yesterday"/,
    );
  });

  it('chains an event caused by another: causation is its id, correlation carried over', () => {
    const cause = {
      id: newEventId(),
      metadata: createMetadata({ tenant: 'acme', userId: 'u1', correlationId: 'corr-1' }),
    };
    const effect = causedBy(cause);
    expect(effect).toMatchObject({ tenant: 'acme', userId: 'u1', correlationId: 'corr-1', causationId: cause.id });
    expect(causedBy(cause, { userId: null }).userId).toBeNull();
  });

  it('makes distinct UUID event ids', () => {
    const a = newEventId();
    expect(a).toMatch(UUID);
    expect(newEventId()).not.toBe(a);
  });
});
