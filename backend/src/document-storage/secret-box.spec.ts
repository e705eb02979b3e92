import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSecretsKey, SecretBox, SECRETS_KEY_FILE } from './secret-box';

const KEY = 'k'.repeat(40);

describe('secrets at rest (AES-256-GCM)', () => {
  const box = new SecretBox(KEY);

  it('opens what it sealed, in the same context only', () => {
    const sealed = box.seal('client-secret-1', 'demo/clio/clientSecret');
    expect(sealed).not.toContain('client-secret-1');
    expect(box.open(sealed, 'demo/clio/clientSecret')).toBe('client-secret-1');
    expect(box.open(sealed, 'other/clio/clientSecret')).toBeNull();
    expect(box.open(sealed, 'demo/clio/tokens')).toBeNull();
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses an altered value and a value sealed with another key', () => {
    const sealed = box.seal('secret', 'c');
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'c')).toBeNull();
    expect(new SecretBox('x'.repeat(40)).open(sealed, 'c')).toBeNull();
    expect(box.open('not sealed', 'c')).toBeNull();
  });

  describe('the key', () => {
    let dataDir: string;
    beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'secrets-key-'))));
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('comes from SECRETS_KEY without a warning, and must be long enough', () => {
      const warnings: string[] = [];
      expect(loadSecretsKey({ SECRETS_KEY: KEY }, dataDir, (m) => warnings.push(m))).toBe(KEY);
      expect(warnings).toEqual([]);
      expect(() => loadSecretsKey({ SECRETS_KEY: 'short' }, dataDir, () => {})).toThrow(
        'SECRETS_KEY must be at least 32 characters long',
      );
    });

    it('is made once in the data folder (0600) with a warning when SECRETS_KEY is unset', () => {
      const warnings: string[] = [];
      const first = loadSecretsKey({}, dataDir, (m) => warnings.push(m));
      expect(loadSecretsKey({}, dataDir, () => {})).toBe(first);
      expect(readFileSync(join(dataDir, SECRETS_KEY_FILE), 'utf8')).toBe(first);
      expect(statSync(join(dataDir, SECRETS_KEY_FILE)).mode & 0o777).toBe(0o600);
      expect(warnings[0]).toMatch(/^SECRETS_KEY is not set/);
    });
  });
});
