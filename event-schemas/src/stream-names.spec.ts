import {
  GLOBAL_PREFIX,
  globalStreamName,
  isGlobalStream,
  parseStreamName,
  streamName,
  tenantPrefix,
} from './stream-names';

describe('stream names', () => {
  it('builds {tenant}.{category}-{id} and parses it back (ids may contain dashes)', () => {
    const name = streamName('acme2', 'record', '65f0c-aa-01');
    expect(name).toBe('acme2.record-65f0c-aa-01');
    expect(parseStreamName(name)).toEqual({ tenant: 'acme2', category: 'record', id: '65f0c-aa-01' });
  });

  it('refuses bad tenants, categories and ids', () => {
    expect(() => streamName('Acme', 'record', '1')).toThrow(/Invalid tenant "Acme"/);
    expect(() => streamName('a-b', 'record', '1')).toThrow(/Invalid tenant/);
    expect(() => streamName('acme', 'record2', '1')).toThrow(/Invalid stream category "record2"/);
    expect(() => streamName('acme', 'record', 'a.b')).toThrow(/Invalid stream id "a.b"/);
    expect(() => streamName('acme', 'record', '')).toThrow(/Invalid stream id/);
  });

  it('puts global streams under a prefix no tenant can have', () => {
    const name = globalStreamName('workspace', 'acme');
    expect(name).toBe(`${GLOBAL_PREFIX}.workspace-acme`);
    expect(() => tenantPrefix(GLOBAL_PREFIX)).toThrow(/Invalid tenant/);
    expect(isGlobalStream(name)).toBe(true);
    expect(isGlobalStream('acme.record-1')).toBe(false);
    expect(parseStreamName(name)).toEqual({ tenant: null, category: 'workspace', id: 'acme' });
  });

  it('gives a tenant prefix that does not match a longer tenant', () => {
    expect(tenantPrefix('a')).toBe('a.');
    expect(streamName('ab', 'record', '1').startsWith(tenantPrefix('a'))).toBe(false);
  });

  it('refuses names that do not follow the rules when parsing', () => {
    expect(() => parseStreamName('norecord')).toThrow(/expected \{tenant\}\.\{category\}-\{id\}/);
    expect(() => parseStreamName('ACME.record-1')).toThrow(/Invalid stream name "ACME.record-1": Invalid tenant/);
    expect(() => parseStreamName('acme.rec0rd-1')).toThrow(/Invalid stream category/);
  });
});
