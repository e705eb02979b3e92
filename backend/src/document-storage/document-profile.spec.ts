import { documentProfile } from './document-profile';

describe('a template profile resolved for one run', () => {
  const evaluate = (expression: string) => `<${expression}>`;

  it('keeps the OneDrive folder path', () => {
    expect(documentProfile('OneDrive', { folder: ' Clients/Acme ' }, evaluate)).toEqual({ folder: 'Clients/Acme' });
  });

  it("takes Clio's matter id, or the record's link value when the profile leaves it empty", () => {
    expect(documentProfile('Clio', { matter: '42', folder: 'Letters' }, evaluate, { matter: '7' })).toEqual({
      matter: '42',
      folder: 'Letters',
    });
    expect(documentProfile('Clio', { matter: '', folder: '' }, evaluate, { matter: '7' })).toEqual({
      matter: '7',
      folder: '',
    });
  });

  it('evaluates each nd: row with an expression, keyed by its external id or else its name (cabinet, folder by name)', () => {
    const def = {
      list: [
        { name: 'Cabinet', expression: '"NG-1"', externalId: '99' },
        { name: 'Client', expression: 'Client.Number', externalId: '1001' },
        { name: 'Matter', expression: '' },
      ],
    };
    expect(documentProfile('nd:Matter', def, evaluate)).toEqual({
      attributes: { cabinet: '<"NG-1">', 1001: '<Client.Number>' },
    });
  });

  it('is empty for a template without a profile', () => {
    expect(documentProfile('', {}, evaluate)).toEqual({});
  });
});
