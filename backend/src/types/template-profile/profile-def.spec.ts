import { checkProfile, offeredProfiles } from './profile-def';

describe('template profiles', () => {
  it('offers OneDrive, Clio and the nd: elements as their add-ons are on', () => {
    const names = ['Client', 'nd:Matters', 'nd:Clients', 'Rates'];
    expect(offeredProfiles([], names)).toEqual([]);
    expect(offeredProfiles(['onedrive'], names)).toEqual(['OneDrive']);
    expect(offeredProfiles(['clio', 'onedrive', 'queries'], names)).toEqual(['OneDrive', 'Clio']);
    expect(offeredProfiles(['netdocuments'], names)).toEqual(['nd:Clients', 'nd:Matters']);
  });

  const offered = ['OneDrive', 'Clio', 'nd:Matters'];

  it('keeps a definition of the profile’s shape', () => {
    expect(checkProfile('OneDrive', { folder: 'Clients/Letters' }, offered)).toEqual({
      profile: 'OneDrive',
      def: { folder: 'Clients/Letters' },
    });
    expect(checkProfile('Clio', { matter: '{Matter.Id}', folder: 'Docs' }, offered).def).toEqual({
      matter: '{Matter.Id}',
      folder: 'Docs',
    });
    const list = [
      { name: 'Client', expression: 'FirstName + " " + LastName', externalId: 'c1' },
      { name: 'Year', expression: '' },
    ];
    expect(checkProfile('nd:Matters', { list }, offered).def).toEqual({ list });
  });

  it('clears the definition with the profile', () => {
    expect(checkProfile('', { folder: 'ignored' }, offered)).toEqual({ profile: '', def: {} });
  });

  it('refuses a profile the workspace does not offer, saying which it does', () => {
    expect(() => checkProfile('Dropbox', {}, offered)).toThrow(
      'Dropbox is not a profile this workspace offers (it offers OneDrive, Clio, nd:Matters).',
    );
    expect(() => checkProfile('Clio', {}, [])).toThrow('it has no storage add-on');
  });

  it('refuses a definition of another shape, naming the field', () => {
    expect(() => checkProfile('OneDrive', { path: 'x' }, offered)).toThrow(/OneDrive definition \{ folder \}/);
    expect(() => checkProfile('Clio', { matter: 'm' }, offered)).toThrow(/folder/);
    expect(() => checkProfile('nd:Matters', { list: [{ name: 'A' }] }, offered)).toThrow(/list\.0\.expression/);
  });

  it('refuses an nd: entry whose expression does not compile, naming the entry', () => {
    expect(() =>
      checkProfile('nd:Matters', { list: [{ name: 'Client', expression: 'FirstName +' }] }, offered),
    ).toThrow(/^nd:Matters: the expression of Client does not compile: /);
  });
});
