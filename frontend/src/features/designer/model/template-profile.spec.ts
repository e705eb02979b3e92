import {
  ndRows,
  ndTypeName,
  profileChoices,
  profileKind,
  profileOf,
  profileToSave,
  sameProfile,
  showsProfile,
  withDefText,
  withNdExpression,
  withProfileName,
} from './template-profile';

describe('template profiles (001 §2 Profile, §3, §4)', () => {
  it('shows the PROFILE section for docx and pdf templates with a storage add-on', () => {
    expect(showsProfile('docx', ['onedrive'])).toBe(true);
    expect(showsProfile('pdf', ['clio'])).toBe(true);
    expect(showsProfile('pdf', ['netdocuments'])).toBe(true);
    expect(showsProfile('text', ['onedrive'])).toBe(false);
    expect(showsProfile('file', ['clio'])).toBe(false);
    expect(showsProfile('docx', ['pdf', 'queries', 'filevine'])).toBe(false);
  });

  it('tells the fields of a profile from its name', () => {
    expect(profileKind('')).toBe('none');
    expect(profileKind('nd:Matter')).toBe('nd');
    expect(profileKind('OneDrive')).toBe('onedrive');
    expect(profileKind('Clio')).toBe('clio');
    expect(profileKind('Other')).toBe('other');
    expect(ndTypeName('nd:Matter')).toBe('nd:Matter');
  });

  it('reads an answer, no profile for anything else', () => {
    expect(profileOf({ profile: 'Clio', def: { matter: '12' } })).toEqual({ profile: 'Clio', def: { matter: '12' } });
    expect(profileOf(null)).toEqual({ profile: '', def: {} });
    expect(profileOf({ profile: 'OneDrive', def: null })).toEqual({ profile: 'OneDrive', def: {} });
  });

  it('clears the definition when the profile name changes', () => {
    expect(withProfileName('Clio')).toEqual({ profile: 'Clio', def: {} });
  });

  it('edits folder and matter, an emptied one left out', () => {
    const clio = withDefText(withDefText(withProfileName('Clio'), 'matter', '42'), 'folder', 'Letters/2026');
    expect(clio).toEqual({ profile: 'Clio', def: { matter: '42', folder: 'Letters/2026' } });
    expect(withDefText(clio, 'matter', '')).toEqual({ profile: 'Clio', def: { folder: 'Letters/2026' } });
  });

  it('lists one nd: row per property of the referenced type, with the expressions written', () => {
    const properties = [{ name: 'Client', externalId: 'c1' }, { name: 'Number' }];
    const rows = ndRows(properties, {
      list: [
        { name: 'Number', expression: 'MatterNo' },
        { name: 'Gone', expression: 'x' },
      ],
    });
    expect(rows).toEqual([
      { name: 'Client', expression: '', externalId: 'c1' },
      { name: 'Number', expression: 'MatterNo' },
    ]);
    const edited = withNdExpression({ profile: 'nd:Matter', def: { list: [] } }, rows, 'Client', 'Client.Name');
    expect(edited.def.list).toEqual([
      { name: 'Client', expression: 'Client.Name', externalId: 'c1' },
      { name: 'Number', expression: 'MatterNo' },
    ]);
    expect(withNdExpression(edited, ndRows(properties, edited.def), 'Number', '').def.list).toEqual([
      { name: 'Client', expression: 'Client.Name', externalId: 'c1' },
    ]);
  });

  it('compares profiles regardless of key order and empty rows', () => {
    expect(
      sameProfile(
        { profile: 'Clio', def: { matter: '1', folder: 'a' } },
        { profile: 'Clio', def: { folder: 'a', matter: '1' } },
      ),
    ).toBe(true);
    expect(sameProfile({ profile: 'Clio', def: {} }, { profile: 'Clio', def: { folder: '' } })).toBe(true);
    expect(sameProfile({ profile: 'Clio', def: {} }, { profile: 'OneDrive', def: {} })).toBe(false);
    expect(
      sameProfile({ profile: 'nd:M', def: { list: [{ name: 'A', expression: '' }] } }, { profile: 'nd:M', def: {} }),
    ).toBe(true);
  });

  it('offers the saved profile even when the server no longer does', () => {
    expect(profileChoices(['OneDrive'], 'Clio')).toEqual(['OneDrive', 'Clio']);
    expect(profileChoices(['OneDrive'], '')).toEqual(['OneDrive']);
  });

  it('posts a complete definition for each kind of profile', () => {
    expect(profileToSave({ profile: '', def: { folder: 'x' } })).toEqual({ profile: '', def: {} });
    expect(profileToSave({ profile: 'OneDrive', def: {} })).toEqual({ profile: 'OneDrive', def: { folder: '' } });
    expect(profileToSave({ profile: 'Clio', def: { folder: 'Letters' } })).toEqual({
      profile: 'Clio',
      def: { matter: '', folder: 'Letters' },
    });
    expect(
      profileToSave({
        profile: 'nd:Matter',
        def: {
          list: [
            { name: 'A', expression: '' },
            { name: 'B', expression: 'x' },
          ],
        },
      }),
    ).toEqual({ profile: 'nd:Matter', def: { list: [{ name: 'B', expression: 'x' }] } });
  });
});
