// The adapters against local servers that implement each provider's published API (testing/fake-provider-server.ts).
import { DocumentStorage } from './document-storage.service';
import { ProviderDocumentNotFound, ProviderRefused, ProviderUnavailable } from './provider-errors';
import { FAKE_CLIO_MATTER, FAKE_ND_CABINET } from './testing/fake-provider-server';
import { startIntegrationsApp, type IntegrationsTestApp } from './testing/integrations.testing';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const letter = (name = 'Letter to Acme.docx') => ({ name, bytes: Buffer.from(`bytes of ${name}`), contentType: DOCX });

describe('document storage: sending documents to NetDocuments, OneDrive and Clio', () => {
  let t: IntegrationsTestApp;
  let storage: DocumentStorage;

  beforeAll(async () => {
    t = await startIntegrationsApp();
    storage = t.app.get(DocumentStorage);
    for (const slug of ['onedrive', 'clio', 'netdocuments'] as const) await t.connect(slug);
  });
  afterAll(() => t?.close());
  afterEach(() => {
    for (const fake of Object.values(t.fakes)) fake.mode = 'up';
  });

  describe('OneDrive (Microsoft Graph)', () => {
    it('uploads into the profile folder, keeps a taken name apart, and links to the file by its path', async () => {
      const sent = await storage.send('demo', {
        provider: 'OneDrive',
        file: letter(),
        profile: { folder: 'Clients/Acme' },
      });
      expect(sent).toEqual({
        provider: 'OneDrive',
        id: expect.any(String),
        path: 'Clients/Acme/Letter to Acme.docx',
        url: 'https://onedrive.example.test/Clients/Acme/Letter%20to%20Acme.docx',
      });
      const again = await storage.send('demo', {
        provider: 'OneDrive',
        file: letter(),
        profile: { folder: 'Clients/Acme' },
      });
      expect(again.path).toBe('Clients/Acme/Letter to Acme 1.docx');
      const stored = t.fakes.onedrive.documents.find((d) => d.id === sent.id);
      expect(stored).toMatchObject({ location: 'Clients/Acme', contentType: DOCX });
      expect(stored?.bytes.toString()).toBe('bytes of Letter to Acme.docx');

      expect(await storage.securedLink('demo', 'OneDrive', 'Clients/Acme/Letter to Acme.docx')).toBe(
        `https://onedrive.example.test/s/${sent.id}`,
      );
      await expect(storage.securedLink('demo', 'OneDrive', 'Clients/None.docx')).rejects.toBeInstanceOf(
        ProviderDocumentNotFound,
      );
    });
  });

  describe('Clio (Manage API v4)', () => {
    it('creates the document in the matter, uploads to the pre-signed URL, marks it fully uploaded', async () => {
      const sent = await storage.send('demo', {
        provider: 'Clio',
        file: letter('Engagement.docx'),
        profile: { matter: String(FAKE_CLIO_MATTER), folder: '' },
      });
      expect(sent).toEqual({ provider: 'Clio', id: expect.stringMatching(/^\d+$/), path: sent.id });
      const stored = t.fakes.clio.documents.find((d) => d.id === sent.id);
      expect(stored).toMatchObject({ name: 'Engagement.docx', location: `Matter/${FAKE_CLIO_MATTER}` });
      expect(stored?.bytes.toString()).toBe('bytes of Engagement.docx');
      expect(await storage.securedLink('demo', 'Clio', sent.id)).toMatch(new RegExp(`^${t.fakes.clio.url}/s3/`));
      await expect(storage.securedLink('demo', 'Clio', '999999')).rejects.toBeInstanceOf(ProviderDocumentNotFound);
    });

    it("files the document in the profile's FOLDER PATH under the matter, creating missing folders once", async () => {
      const fake = t.fakes.clio;
      const existing = { id: 4999, name: 'Drafts', parent: { id: FAKE_CLIO_MATTER, type: 'Matter' as const } };
      fake.clio.folders.push({ ...existing, matterId: FAKE_CLIO_MATTER, path: 'Drafts' });
      const profile = { matter: String(FAKE_CLIO_MATTER), folder: ' Drafts / 2026 ' };
      const first = await storage.send('demo', { provider: 'Clio', file: letter('Draft 1.docx'), profile });
      const second = await storage.send('demo', { provider: 'Clio', file: letter('Draft 2.docx'), profile });
      const locations = [first, second].map((sent) => fake.documents.find((d) => d.id === sent.id)?.location);
      expect(locations).toEqual([`Matter/${FAKE_CLIO_MATTER}/Drafts/2026`, `Matter/${FAKE_CLIO_MATTER}/Drafts/2026`]);
      // 'Drafts' existed; '2026' was created in it once, then found by name.
      expect(fake.clio.folders.map((folder) => [folder.path, folder.parent])).toEqual([
        ['Drafts', { id: FAKE_CLIO_MATTER, type: 'Matter' }],
        ['Drafts/2026', { id: 4999, type: 'Folder' }],
      ]);
      expect(await storage.securedLink('demo', 'Clio', second.id)).toMatch(new RegExp(`^${fake.url}/s3/`));
    });

    it('refuses a document without a matter, or with a matter Clio does not have, naming it', async () => {
      await expect(storage.send('demo', { provider: 'Clio', file: letter(), profile: { matter: '' } })).rejects.toThrow(
        new ProviderRefused(
          'Clio',
          "Letter to Acme.docx has no Clio matter: set MATTER ID in the template's Clio profile.",
        ),
      );
      await expect(
        storage.send('demo', { provider: 'Clio', file: letter(), profile: { matter: '7' } }),
      ).rejects.toThrow('Clio refused to create Letter to Acme.docx in matter 7 (HTTP 404): Matter not found.');
    });
  });

  describe('NetDocuments (REST API v1)', () => {
    it('uploads to the cabinet with the profile attributes, and links to the document', async () => {
      const sent = await storage.send('demo', {
        provider: 'NetDocuments',
        file: letter('Memo.docx'),
        profile: { attributes: { cabinet: FAKE_ND_CABINET, 1001: 'ACME-01', 1002: 'Contract' } },
      });
      expect(sent).toEqual({
        provider: 'NetDocuments',
        id: expect.any(String),
        url: `${t.fakes.netdocuments.url}/neWeb2/goid.aspx?id=${encodeURIComponent(sent.id)}`,
      });
      expect(t.fakes.netdocuments.documents.find((d) => d.id === sent.id)).toMatchObject({
        name: 'Memo.docx',
        location: `cabinet/${FAKE_ND_CABINET}`,
        profile: [
          { id: '1001', value: 'ACME-01' },
          { id: '1002', value: 'Contract' },
        ],
      });
      expect(await storage.securedLink('demo', 'NetDocuments', sent.id)).toBe(sent.url);
    });

    it('uploads into a folder (destination) when the profile names one, with no attributes to send', async () => {
      const sent = await storage.send('demo', {
        provider: 'NetDocuments',
        file: letter('Filed.docx'),
        profile: { attributes: { Folder: '4822-0000-FOLD' } },
      });
      const stored = t.fakes.netdocuments.documents.find((d) => d.id === sent.id);
      expect(stored).toMatchObject({ name: 'Filed.docx', location: 'folder/4822-0000-FOLD' });
      expect(stored?.profile).toBeUndefined();
    });

    it('refuses a profile that names no cabinet or folder', async () => {
      await expect(
        storage.send('demo', { provider: 'NetDocuments', file: letter(), profile: { attributes: { 1001: 'x' } } }),
      ).rejects.toBeInstanceOf(ProviderRefused);
    });
  });

  it('refreshes the access token once when the provider answers 401, and goes on', async () => {
    for (const [provider, slug, profile] of [
      ['OneDrive', 'onedrive', { folder: 'Refresh' }],
      ['Clio', 'clio', { matter: String(FAKE_CLIO_MATTER) }],
      ['NetDocuments', 'netdocuments', { attributes: { cabinet: FAKE_ND_CABINET } }],
    ] as const) {
      const fake = t.fakes[slug];
      const before = fake.documents.length;
      fake.expireAccessTokens();
      fake.grants.length = 0;
      await storage.send('demo', { provider, file: letter(`after-refresh-${slug}.docx`), profile });
      expect(fake.grants).toEqual(['refresh_token']);
      expect(fake.documents).toHaveLength(before + 1);
      // The refreshed tokens were kept: the next document needs no new refresh.
      await storage.send('demo', { provider, file: letter(`next-${slug}.docx`), profile });
      expect(fake.grants).toEqual(['refresh_token']);
    }
  });

  it('refreshes before the call when the access token is about to end, without waiting for a 401', async () => {
    const fake = t.fakes.clio;
    const profile = { matter: String(FAKE_CLIO_MATTER) };
    fake.expiresIn = 30; // within the minute kept in hand
    fake.expireAccessTokens();
    await storage.send('demo', { provider: 'Clio', file: letter('short-lived.docx'), profile });
    fake.grants.length = 0;
    fake.unauthorized = 0;
    fake.expiresIn = 3600;
    await storage.send('demo', { provider: 'Clio', file: letter('next.docx'), profile });
    expect(fake.grants).toEqual(['refresh_token']);
    expect(fake.unauthorized).toBe(0);
  });

  it('refreshes once for documents sent at the same moment (the provider rotates refresh tokens)', async () => {
    const fake = t.fakes.onedrive;
    fake.expireAccessTokens();
    fake.grants.length = 0;
    const sent = await Promise.all(
      [1, 2, 3].map((n) =>
        storage.send('demo', {
          provider: 'OneDrive',
          file: letter(`together-${n}.docx`),
          profile: { folder: 'Together' },
        }),
      ),
    );
    expect(sent.map((document) => document.path)).toEqual([
      'Together/together-1.docx',
      'Together/together-2.docx',
      'Together/together-3.docx',
    ]);
    expect(fake.grants).toEqual(['refresh_token']);
  });

  it('says a provider that is down is unavailable (retry later), and one that refuses is refused', async () => {
    t.fakes.onedrive.mode = 'down';
    const down = storage.send('demo', { provider: 'OneDrive', file: letter(), profile: { folder: '' } });
    await expect(down).rejects.toBeInstanceOf(ProviderUnavailable);
    await expect(down).rejects.toThrow('OneDrive is unavailable (HTTP 503); try again later.');
    t.fakes.onedrive.mode = 'reject';
    const refused = storage.send('demo', { provider: 'OneDrive', file: letter(), profile: { folder: '' } });
    await expect(refused).rejects.toBeInstanceOf(ProviderRefused);
    await expect(refused).rejects.toThrow('OneDrive refused to store Letter to Acme.docx (HTTP 403): Access denied.');
  });

  it('says a provider that does not answer at all is unavailable', async () => {
    await t.fakes.clio.stop();
    await expect(
      storage.send('demo', { provider: 'Clio', file: letter(), profile: { matter: String(FAKE_CLIO_MATTER) } }),
    ).rejects.toThrow(new ProviderUnavailable('Clio', 'Clio could not be reached; try again later.'));
  });
});
