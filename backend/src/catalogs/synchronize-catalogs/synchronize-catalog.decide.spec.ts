import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { AppOption } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import { CatalogStream } from '../catalog.streams';
import { decideSynchronizeCatalog, syncedAppOptions } from './synchronize-catalog.decide';

const spec = streamSpec(CatalogStream);
const option = (appName: string, set: Partial<AppOption> = {}): AppOption => ({
  appName,
  liveVersion: '',
  isDisabled: false,
  extAccess: false,
  notification: '',
  isSendDocuments: false,
  uploadDocuments: '',
  ...set,
});
const created = (catalogId: string, typeId = 'client'): CatalogEvent => ({
  type: 'CatalogCreated',
  data: { catalogId, name: catalogId.toUpperCase(), typeId, isEveryone: false, position: 0 },
});
const withOptions = (catalogId: string, appOptions: AppOption[]): CatalogEvent => ({
  type: 'CatalogChanged',
  data: { catalogId, set: { appOptions }, before: { appOptions: [] } },
});

const letter = option('Letter', { liveVersion: '3', isSendDocuments: true, uploadDocuments: 'Clio' });
const invoice = option('Invoice', { isDisabled: true });
const parent = { catalogId: 'p', name: 'P', typeId: 'client', appOptions: [letter, invoice] };

describe("synchronising a catalog with its parent (002 §2.2: the parent's app settings copied)", () => {
  it("gives the target the parent's app settings, recording the ones they replace", () => {
    const own = [option('Letter', { extAccess: true })];
    spec
      .given([created('t'), withOptions('t', own)])
      .when((state) => decideSynchronizeCatalog({ catalogId: 't', parent, skipDisabledAppOptions: false }, state))
      .then([
        {
          type: 'CatalogChanged',
          data: { catalogId: 't', set: { appOptions: [letter, invoice] }, before: { appOptions: own } },
        },
      ]);
  });

  it('with skipDisabledAppOptions, leaves an app the parent disabled as the target has it', () => {
    const ownInvoice = option('Invoice', { liveVersion: '2' });
    expect(syncedAppOptions([letter, invoice], [ownInvoice], true)).toEqual([letter, ownInvoice]);
    expect(syncedAppOptions([letter, invoice], [], true)).toEqual([letter]);
    expect(syncedAppOptions([letter, invoice], [ownInvoice], false)).toEqual([letter, invoice]);
  });

  it('drops settings the parent has none for (that app runs with the defaults there too)', () => {
    expect(syncedAppOptions([letter], [option('Memo', { isDisabled: true })], false)).toEqual([letter]);
  });

  it('changes nothing when the target has those settings already', () => {
    spec
      .given([created('t'), withOptions('t', [letter, invoice])])
      .when((state) => decideSynchronizeCatalog({ catalogId: 't', parent, skipDisabledAppOptions: false }, state))
      .thenNothing();
  });

  it('refuses a catalog of another model, the parent itself, and a catalog that is not there', () => {
    spec
      .given([created('t', 'matter')])
      .when((state) => decideSynchronizeCatalog({ catalogId: 't', parent, skipDisabledAppOptions: false }, state))
      .thenThrows(
        'The catalog T holds items of another model than P: only catalogs that share its model can be synchronised.',
      );
    spec
      .given([created('p')])
      .when((state) => decideSynchronizeCatalog({ catalogId: 'p', parent, skipDisabledAppOptions: false }, state))
      .thenThrows('The catalog P cannot be synchronised with itself: choose other catalogs of its model.');
    spec
      .given([created('t'), { type: 'CatalogDeleted', data: { catalogId: 't' } }])
      .when((state) => decideSynchronizeCatalog({ catalogId: 't', parent, skipDisabledAppOptions: false }, state))
      .thenThrows('Catalog t not found.');
  });
});
