import { ProviderRefused } from '../../document-storage';
import type { Member } from '../../types';
import { runScope } from '../assemble-run/run-scope';
import { linkMatter, profileFor } from './profile-for';

const template = (profile: string, def: Record<string, unknown>) =>
  ({ _id: 't1', name: 'Letter', type: 'docx', profile, def }) as unknown as Member;
const formulas = [{ _id: 'f1', name: 'Client', expression: 'First + " " + Last' } as unknown as Member];
const scope = runScope({ First: 'Ann', Last: 'Lee', Year: 2026 }, formulas);

describe("a template's profile for the provider its documents go to", () => {
  it("evaluates an nd: profile's expressions on the run's values and formulas", () => {
    const nd = template('nd:Matter', {
      list: [
        { name: 'cabinet', expression: '"NG-CABINET1"' },
        { name: 'Client', expression: 'Client', externalId: '101' },
        { name: 'Year', expression: 'Year' },
        { name: 'Unused', expression: '' },
      ],
    });
    expect(profileFor(nd, 'NetDocuments', scope)).toEqual({
      attributes: { cabinet: 'NG-CABINET1', 101: 'Ann Lee', Year: '2026' },
    });
  });

  it("uses the provider's own profile only; another provider's, or none, is the default place", () => {
    const oneDrive = template('OneDrive', { folder: 'Clients/Letters' });
    expect(profileFor(oneDrive, 'OneDrive', scope)).toEqual({ folder: 'Clients/Letters' });
    expect(profileFor(oneDrive, 'Clio', scope)).toEqual({});
    expect(profileFor(template('Clio', { matter: '42', folder: '' }), 'Clio', scope)).toEqual({
      folder: '',
      matter: '42',
    });
    expect(profileFor(template('nd:Matter', { list: [] }), 'OneDrive', scope)).toEqual({});
    expect(profileFor(undefined, 'OneDrive', scope)).toEqual({});
  });

  it('refuses a document whose profile expression cannot be evaluated, naming the template and the expression', () => {
    const broken = template('nd:Matter', { list: [{ name: 'cabinet', expression: 'First|nosuchfilter' }] });
    expect(() => profileFor(broken, 'NetDocuments', scope)).toThrow(ProviderRefused);
    expect(() => profileFor(broken, 'NetDocuments', scope)).toThrow(
      /^Template 'Letter': the nd:Matter profile's expression First\|nosuchfilter cannot be evaluated: /,
    );
  });
});

describe("the record's link as Clio's MATTER ID (001 §3 Template profile: default is the link value)", () => {
  it('fills an empty MATTER ID, and files a document with no Clio profile in the linked matter; a set one wins', () => {
    expect(profileFor(template('Clio', { matter: '', folder: 'Drafts' }), 'Clio', scope, { matter: '1042' })).toEqual({
      folder: 'Drafts',
      matter: '1042',
    });
    expect(profileFor(template('Clio', { matter: '42', folder: '' }), 'Clio', scope, { matter: '1042' })).toEqual({
      folder: '',
      matter: '42',
    });
    expect(profileFor(undefined, 'Clio', scope, { matter: '1042' })).toEqual({ matter: '1042' });
    expect(profileFor(template('OneDrive', { folder: 'X' }), 'Clio', scope, { matter: '1042' })).toEqual({
      matter: '1042',
    });
    expect(profileFor(undefined, 'OneDrive', scope, { matter: '1042' })).toEqual({});
  });

  it("takes the link's id only from a Clio query's item", () => {
    expect(linkMatter({ provider: 'clio', id: '1042' })).toBe('1042');
    expect(linkMatter({ provider: 'filevine', id: '77' })).toBeUndefined();
    expect(linkMatter({ provider: 'docauto', id: 'r1' })).toBeUndefined();
    expect(linkMatter(null)).toBeUndefined();
  });
});
