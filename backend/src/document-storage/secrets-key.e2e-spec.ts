// What an installation whose SECRETS_KEY changed does with the secrets sealed under the old one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentStorage } from './document-storage.service';
import { ProviderRefused } from './provider-errors';
import { startIntegrationsApp } from './testing/integrations.testing';

const UNREADABLE =
  'The OneDrive secrets of this workspace cannot be read with the current SECRETS_KEY: an administrator saves the client and connects again.';

describe('integration secrets after SECRETS_KEY changed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'secrets-key-e2e-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to send or test with a clear message, and connecting again works', async () => {
    const before = await startIntegrationsApp({
      DATA_DIR: dataDir,
      SECRETS_KEY: 'the-first-secrets-key-0123456789abcdef',
    });
    await before.connect('onedrive');
    await before.close();

    const after = await startIntegrationsApp({
      DATA_DIR: dataDir,
      SECRETS_KEY: 'the-second-secrets-key-0123456789abcdef',
    });
    try {
      // What is not secret is still shown as it was.
      expect((await after.call('GET', '/integrations/onedrive')).body).toMatchObject({
        clientId: after.fakes.onedrive.client.id,
        connected: true,
      });
      const file = { name: 'a.docx', bytes: Buffer.from('a'), contentType: 'application/octet-stream' };
      const send = after.app.get(DocumentStorage).send('demo', { provider: 'OneDrive', file, profile: {} });
      await expect(send).rejects.toThrow(new ProviderRefused('OneDrive', UNREADABLE));
      expect((await after.call('POST', '/integrations/onedrive/test')).body).toEqual({
        ok: false,
        message: UNREADABLE,
      });

      await after.connect('onedrive');
      expect((await after.call('POST', '/integrations/onedrive/test')).body).toEqual({
        ok: true,
        message: 'Connected as Drive Owner.',
      });
    } finally {
      await after.close();
    }
  });
});
