import { newLinkId } from './link-id';
import { isLinkId, maskEmail } from './link-rules';
import { linkUrl } from './link-url';

describe('link rules', () => {
  it('masks all but the first character and the domain (§2.8)', () => {
    expect(maskEmail('bob@x.test')).toBe('b***@x.test');
    expect(maskEmail('b@x.test')).toBe('b***@x.test');
  });

  it('makes 128-bit ids in base64url that never repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, newLinkId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isLinkId(id)).toBe(true);
    expect(Buffer.from([...ids][0], 'base64url')).toHaveLength(16);
  });

  it('refuses anything that cannot be a link id', () => {
    expect(isLinkId('42')).toBe(false);
    expect(isLinkId('A'.repeat(21) + '.')).toBe(false);
    expect(isLinkId(undefined)).toBe(false);
  });

  it('builds the landing address of the workspace', () => {
    expect(linkUrl('https://docs.example/', 'acme', 'abc')).toBe('https://docs.example/acme/links/abc');
  });
});
