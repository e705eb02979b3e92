import type { Catalog } from './catalog.types';
import { syncApplyDisabled, syncList, syncOfferAfterSave } from './sync-offer';

const catalog = (name: string, typeId: string | null): Catalog => ({
  _id: name.toLowerCase(),
  name,
  label: '',
  type: typeId === null ? null : { _id: typeId, name: typeId.toUpperCase(), apps: [], properties: [] },
  position: 0,
  detail: '',
  recordLabel: '',
  globalLabel: '',
  myRecords: false,
  isEveryone: false,
  appOptions: [],
  lastModified: '',
  version: 1,
});
const catalogs = [catalog('Wills', 'estate'), catalog('Trusts', 'estate'), catalog('Courts', 'court')];

describe('the sync dialog after a save (002 §2.2, §4, §5)', () => {
  it('offers the other catalogs of the model whose app settings were saved', () => {
    expect(syncOfferAfterSave('wills', true, catalogs)).toEqual({
      parent: { _id: 'wills', name: 'Wills', typeName: 'ESTATE' },
      targets: [{ _id: 'trusts', name: 'Trusts' }],
    });
  });

  it('offers nothing when no other catalog shares the model, or the apps were not saved', () => {
    expect(syncOfferAfterSave('courts', true, catalogs)).toBeNull();
    expect(syncOfferAfterSave('wills', false, catalogs)).toBeNull();
    expect(syncOfferAfterSave('orphan', true, [...catalogs, catalog('Orphan', null)])).toBeNull();
  });

  it('disables Apply when several targets exist and none is picked', () => {
    expect(syncApplyDisabled(['a'], [])).toBe(false);
    expect(syncApplyDisabled(['a', 'b'], [])).toBe(true);
    expect(syncApplyDisabled(['a', 'b'], ['b'])).toBe(false);
  });

  it('synchronises the one target, or the ones picked', () => {
    expect(syncList([{ _id: 'a' }], [])).toEqual(['a']);
    expect(syncList([{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }], ['c', 'a'])).toEqual(['a', 'c']);
  });
});
