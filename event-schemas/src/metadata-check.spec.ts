import { createMetadata } from './event-metadata';
import { assertEventMetadata, InvalidEventMetadataError } from './metadata-check';

const valid = createMetadata({ tenant: 'acme', userId: 'u1' });
const check =
  (metadata: unknown, stream = 'acme.record-1') =>
  () =>
    assertEventMetadata(stream, 'RecordCreated', metadata);

describe('assertEventMetadata', () => {
  it('accepts complete metadata whose tenant is the stream tenant, and the system as actor', () => {
    expect(check(valid)).not.toThrow();
    expect(check(createMetadata({ tenant: 'acme', userId: null, causationId: 'e1' }))).not.toThrow();
    expect(check({ ...valid, time: '2025-01-01T10:00:00+02:00' })).not.toThrow();
  });

  it('accepts any valid tenant on a global stream', () => {
    expect(check(createMetadata({ tenant: 'beta', userId: null }), '_global.workspace-beta')).not.toThrow();
  });

  it('refuses a tenant that is not the stream tenant, naming both', () => {
    const beta = createMetadata({ tenant: 'beta', userId: 'u1' });
    expect(check(beta)).toThrow(InvalidEventMetadataError);
    expect(check(beta)).toThrow(
      'Invalid metadata of RecordCreated appended to acme.record-1: tenant: "beta" is not the stream\'s tenant "acme"',
    );
    // A longer tenant with the same start is another tenant.
    expect(check(createMetadata({ tenant: 'acme2', userId: 'u1' }))).toThrow(/"acme2" is not the stream's tenant/);
  });

  it('names every missing or malformed field', () => {
    const attempt = check({ tenant: 'acme', userId: '', correlationId: '', time: 'yesterday' });
    expect(attempt).toThrow(/userId: .*; correlationId: .*; causationId: .*; time: /);
    expect(check(undefined)).toThrow(/\(metadata\): /);
    expect(check({ ...valid, tenant: '_global' }, '_global.workspace-x')).toThrow(/tenant: .*\[a-z0-9\]\+/);
  });

  it('refuses keys it does not know, so nothing else slips into metadata', () => {
    expect(check({ ...valid, email: 'ann@example.org' })).toThrow(/email/);
  });

  it('refuses a malformed stream name', () => {
    expect(check(valid, 'acme')).toThrow(/Invalid stream name "acme"/);
  });
});
