// 'Send documents' to NetDocuments, over HTTP against a local fake NetDocuments REST API: the template's nd: profile
// says where the document goes and fills its attributes from the run's answers and formulas; a document whose
// template has no nd: profile is refused, saying what to add (issue 16 "Integrations").
import {
  FAKE_ND_CABINET,
  startFakeProvider,
  type FakeProvider,
} from '../../document-storage/testing/fake-provider-server';
import type { Json } from '../../records/records-api.testing';
import { ElementStream } from '../../types/element.streams';
import { finish, settledResult, sha256 } from '../runs-http.testing';
import { connectProvider, startSendingApp, type SendingTestApp } from './send-documents.testing';

describe('sending documents to NetDocuments with an nd: profile', () => {
  let netDocuments: FakeProvider;
  let t: SendingTestApp;

  beforeAll(async () => {
    netDocuments = await startFakeProvider('netdocuments');
    t = await startSendingApp(netDocuments.env());
    await connectProvider(t, netDocuments);
    // The NetDocuments integration brings its profiles as elements named nd:… (a name no author could type).
    const added = await ElementStream.run(t.store, { tenant: 'demo', id: 'nd-matter', actorId: null }, () => [
      {
        type: 'ElementCreated',
        data: { elementId: 'nd-matter', name: 'nd:Matter', kind: 'model', definition: {}, members: [] },
      },
    ]);
    const offered = await t.read('/types/Customer/templates/Letter/profiles', added.position);
    expect(offered.body).toContain('nd:Matter');
    const list = [
      { name: 'cabinet', expression: `"${FAKE_ND_CABINET}"` },
      { name: 'Client', expression: 'Name + " of " + City', externalId: '101' },
      { name: 'Reference', expression: 'Reference' },
    ];
    const saved = await t.call('POST', '/types/Customer/templates/Letter/profile', {
      profile: 'nd:Matter',
      def: { list },
    });
    expect([saved.status, saved.body?.message]).toEqual([201, undefined]);
    await t.sendWelcomeTo('NetDocuments');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await netDocuments?.stop();
  });

  it("files the Letter in its cabinet with the profile's attributes, and refuses the documents without a profile", async () => {
    const record = await t.record({ Name: 'Hal', City: 'Rome', Age: 51 });
    const finished = await finish(t, record.id, 'Welcome', { version: 1 });
    expect((await settledResult(t, record.id, 'Welcome', finished.body.position)).status).toBe('Ok');
    await t.sendingIdle();
    const result = await settledResult(t, record.id, 'Welcome', finished.body.position);

    expect(result.files.map((file: Json) => [file.name, file.sending])).toEqual([
      ['Memo for Hal.txt', 'failed'],
      ['Letter to Hal.docx', 'sent'],
      ['Form Hal.pdf', 'failed'],
    ]);
    expect(result.files[0].sendError).toBe(
      'Memo for Hal.txt has no NetDocuments cabinet or folder: add a "cabinet" or "folder" row to the template\'s nd: profile.',
    );
    expect(result.sendError).toMatch(/^2 of 3 documents were not sent: Memo for Hal\.txt has no NetDocuments cabinet/);
    const letter = result.files[1];
    expect(letter.storage).toEqual({ provider: 'NetDocuments', ref: expect.any(String), url: expect.any(String) });
    const received = netDocuments.documents.at(-1)!;
    expect([received.location, received.name, received.profile]).toEqual([
      `cabinet/${FAKE_ND_CABINET}`,
      'Letter to Hal.docx',
      [
        { id: '101', value: 'Hal of Rome' },
        { id: 'Reference', value: 'C-Hal' },
      ],
    ]);
    expect(sha256(received.bytes)).toBe(letter.sha256);
    const link = await t.call(
      'GET',
      `/netdocuments/documents/${encodeURIComponent(letter.storage.ref)}/createSecuredLink`,
    );
    expect([link.status, link.body]).toEqual([200, { redirectUrl: expect.stringContaining('goid.aspx') }]);
  }, 60_000);
});
