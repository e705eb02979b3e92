// 002 §7: GET /api/netdocuments/documents/{id}/createSecuredLink, /api/onedrive/files/{path}, /api/clio/files/{path}.
import { request } from 'node:http';
import { userWithToken } from '../users/users.testing';
import { DocumentStorage } from './document-storage.service';
import { FAKE_CLIO_MATTER, FAKE_ND_CABINET } from './testing/fake-provider-server';
import { startIntegrationsApp, type IntegrationsTestApp } from './testing/integrations.testing';

const file = (name: string) => ({ name, bytes: Buffer.from(name), contentType: 'application/pdf' });

describe('links to documents sent to a provider ({ redirectUrl })', () => {
  let t: IntegrationsTestApp;
  let plain: string;
  const sent: Record<string, { id: string; path?: string; url?: string }> = {};

  beforeAll(async () => {
    t = await startIntegrationsApp();
    plain = (await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' })).token;
    for (const slug of ['onedrive', 'clio', 'netdocuments'] as const) await t.connect(slug);
    const storage = t.app.get(DocumentStorage);
    sent.onedrive = await storage.send('demo', {
      provider: 'OneDrive',
      file: file('Deed.pdf'),
      profile: { folder: 'Deeds/2026' },
    });
    sent.clio = await storage.send('demo', {
      provider: 'Clio',
      file: file('Deed.pdf'),
      profile: { matter: String(FAKE_CLIO_MATTER) },
    });
    sent.netdocuments = await storage.send('demo', {
      provider: 'NetDocuments',
      file: file('Deed.pdf'),
      profile: { attributes: { cabinet: FAKE_ND_CABINET } },
    });
  });
  afterAll(() => t?.close());
  afterEach(() => {
    for (const fake of Object.values(t.fakes)) fake.mode = 'up';
  });

  it('answers the address of each document to any signed-in user of the workspace', async () => {
    expect(await t.call('GET', `/onedrive/files/Deeds/2026/Deed.pdf`, { token: plain })).toMatchObject({
      status: 200,
      body: { redirectUrl: `https://onedrive.example.test/s/${sent.onedrive.id}` },
    });
    expect(await t.call('GET', `/clio/files/${sent.clio.path}`, { token: plain })).toMatchObject({
      status: 200,
      body: { redirectUrl: expect.stringMatching(new RegExp(`^${t.fakes.clio.url}/s3/`)) },
    });
    expect(
      await t.call('GET', `/netdocuments/documents/${encodeURIComponent(sent.netdocuments.id)}/createSecuredLink`, {
        token: plain,
      }),
    ).toMatchObject({ status: 200, body: { redirectUrl: sent.netdocuments.url } });
  });

  it('answers 404 for a document the provider does not have, 503 while it is down', async () => {
    expect(await t.call('GET', '/onedrive/files/Deeds/Missing.pdf')).toMatchObject({
      status: 404,
      body: { message: 'No document Deeds/Missing.pdf was sent to OneDrive from this workspace.' },
    });
    expect((await t.call('GET', '/clio/files/424242')).status).toBe(404);
    expect((await t.call('GET', '/netdocuments/documents/0000-0000/createSecuredLink')).status).toBe(404);
    t.fakes.clio.mode = 'down';
    expect(await t.call('GET', `/clio/files/${sent.clio.path}`)).toMatchObject({
      status: 503,
      body: { message: 'Clio is unavailable (HTTP 503); try again later.' },
    });
  });

  it("answers only for documents the workspace sent, never for the rest of the provider's account", async () => {
    // Someone else's file in the same drive and Clio account: reachable at the provider, not through the product.
    t.fakes.onedrive.documents.push({
      id: 'private-1',
      name: 'Salaries.xlsx',
      bytes: Buffer.from('private'),
      contentType: 'application/octet-stream',
      location: 'HR',
    });
    expect((await t.call('GET', '/onedrive/files/HR/Salaries.xlsx')).status).toBe(404);
    t.fakes.clio.documents.push({
      id: '555',
      name: 'Other matter.pdf',
      bytes: Buffer.from('private'),
      contentType: 'application/pdf',
      location: 'Matter/42',
    });
    expect((await t.call('GET', '/clio/files/555')).status).toBe(404);
  });

  it('says so when a document the workspace sent was deleted at the provider', async () => {
    const sentFile = t.fakes.onedrive.documents.find((document) => document.id === sent.onedrive.id);
    if (!sentFile) throw new Error('the sent file is not at the fake provider');
    sentFile.name = 'Renamed at OneDrive.pdf';
    try {
      expect(await t.call('GET', '/onedrive/files/Deeds/2026/Deed.pdf')).toMatchObject({
        status: 404,
        body: { message: 'OneDrive has no file Deeds/2026/Deed.pdf.' },
      });
    } finally {
      sentFile.name = 'Deed.pdf';
    }
  });

  it('answers 409 when the workspace is not connected, 401 without a session', async () => {
    await t.call('DELETE', '/integrations/onedrive');
    try {
      expect(await t.call('GET', '/onedrive/files/Deeds/2026/Deed.pdf')).toMatchObject({
        status: 409,
        body: {
          message: 'OneDrive is not connected for this workspace: an administrator connects it on its settings page.',
        },
      });
    } finally {
      await t.connect('onedrive');
    }
    expect((await fetch(`${t.url}/demo/api/clio/files/${sent.clio.path}`)).status).toBe(401);
  });

  it('refuses a path that climbs out (400); fetch would normalize it, so it is sent as is', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const url = new URL(t.url);
      request(
        {
          host: url.hostname,
          port: url.port,
          path: '/demo/api/onedrive/files/Deeds/%2E%2E/secret.pdf',
          headers: { authorization: `Bearer ${t.admin}` },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(400);
  });
});
