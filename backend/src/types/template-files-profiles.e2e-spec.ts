// Template profiles: the profiles offered by the storage add-ons and NetDocuments, saving one, and refusals.
import { ElementStream } from './element.streams';
import { startClientTemplates, type TemplateFilesTestApp } from './testing/template-files.testing';

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
describe('template files', () => {
  let t: TemplateFilesTestApp;
  let clientId: string;

  beforeAll(async () => {
    ({ t, clientId } = await startClientTemplates());
  });
  afterAll(() => t?.close());

  describe('template profiles', () => {
    const profilePath = (template: string) => `/api/types/Client/templates/${template}/profile`;

    it('offers the profiles of the storage add-ons that are on, and the NetDocuments elements', async () => {
      expect(await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).toEqual({
        status: 200,
        body: [],
      });
      await t.addon('onedrive', true);
      await t.addon('clio', true);
      expect((await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).body).toEqual([
        'OneDrive',
        'Clio',
      ]);
      // The NetDocuments integration brings its profiles as elements named nd:…; a name no author could type.
      const added = await ElementStream.run(t.store, { tenant: 'demo', id: 'nd-matters', actorId: null }, () => [
        {
          type: 'ElementCreated',
          data: { elementId: 'nd-matters', name: 'nd:Matters', kind: 'model', definition: {}, members: [] },
        },
      ]);
      await t.caughtUp(added.position);
      expect((await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).body).toEqual([
        'OneDrive',
        'Clio',
      ]);
      await t.addon('netdocuments', true);
      expect((await t.send('GET', '/api/types/Client/templates/Engagement/profiles')).body).toEqual([
        'OneDrive',
        'Clio',
        'nd:Matters',
      ]);
    });

    it('saves a profile as one version of the element and reads it back', async () => {
      expect(await t.send('GET', profilePath('Intake'))).toEqual({ status: 200, body: { profile: '', def: {} } });
      const before = (await t.send('GET', `/api/v2/types/model/${clientId}`)).body.version as number;
      const list = [
        { name: 'Client', expression: 'FirstName + " " + LastName', externalId: 'nd-1' },
        { name: 'Year', expression: '' },
      ];
      const saved = await t.send('POST', profilePath('Intake'), { profile: 'nd:Matters', def: { list } });
      expect(saved).toEqual({ status: 201, body: { version: before + 1, position: expect.any(Number) } });
      expect(await t.send('GET', profilePath('intake'))).toEqual({
        status: 200,
        body: { profile: 'nd:Matters', def: { list } },
      });
      const history = await t.send(
        'GET',
        `/api/v2/types/model/${clientId}/versions?limit=1&minPosition=${saved.body.position}`,
      );
      expect(history.body.versions[0]).toMatchObject({ version: before + 1, summary: 'template Intake changed' });

      const cleared = await t.send('POST', profilePath('Intake'), { profile: '', def: {} });
      expect(cleared.body.version).toBe(before + 2);
      expect((await t.send('GET', profilePath('Intake'))).body).toEqual({ profile: '', def: {} });
    });

    it('refuses a profile not offered, a def of another shape, a bad expression and a text template', async () => {
      const head = await t.store.headPosition();
      const refusals: [string, unknown, RegExp][] = [
        ['Engagement', { profile: 'Dropbox', def: {} }, /^Dropbox is not a profile this workspace offers/],
        ['Engagement', { profile: 'OneDrive', def: { path: 'x' } }, /OneDrive definition \{ folder \}/],
        ['Engagement', { profile: 'Clio', def: { matter: 'm' } }, /folder/],
        [
          'Engagement',
          { profile: 'nd:Matters', def: { list: [{ name: 'Client', expression: 'FirstName +' }] } },
          /^nd:Matters: the expression of Client does not compile/,
        ],
        ['Memo', { profile: 'OneDrive', def: { folder: 'x' } }, /^Memo is not a Word or PDF template/],
      ];
      for (const [template, body, message] of refusals) {
        const answer = await t.send('POST', profilePath(template), body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toMatch(message);
      }
      expect((await t.send('POST', profilePath('Missing'), { profile: 'OneDrive', def: { folder: '' } })).status).toBe(
        404,
      );
      expect((await t.send('GET', profilePath('Engagement'), undefined, t.plain)).status).toBe(403);
      expect(await t.store.headPosition()).toBe(head);
    });
  });
});
