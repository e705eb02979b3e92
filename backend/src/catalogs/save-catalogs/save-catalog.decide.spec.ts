import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { CatalogEvent } from '../catalog.events';
import { CatalogStream } from '../catalog.streams';
import { decideChangeCatalog } from './save-catalog.decide';

const spec = streamSpec(CatalogStream);
const created: CatalogEvent = {
  type: 'CatalogCreated',
  data: { catalogId: 'c1', name: 'Clients', typeId: 't1', isEveryone: false, position: 0 },
};
const letter = {
  appName: 'Letter',
  liveVersion: '',
  isDisabled: false,
  extAccess: false,
  notification: '',
  isSendDocuments: true,
  uploadDocuments: 'OneDrive' as const,
};
const labelled: CatalogEvent = {
  type: 'CatalogChanged',
  data: { catalogId: 'c1', set: { label: 'Our clients', appOptions: [letter] }, before: { label: '', appOptions: [] } },
};

describe('saving a catalog (002 §4 Save)', () => {
  it('records the settings that change with the values they replace', () => {
    spec
      .given([created])
      .when((state) =>
        decideChangeCatalog(
          { catalogId: 'c1', set: { label: 'Our clients', appOptions: [letter], myRecords: false } },
          state,
        ),
      )
      .then([labelled]);
    expect(spec.given([created, labelled]).state).toMatchObject({
      label: 'Our clients',
      appOptions: [letter],
      version: 2,
    });
  });

  it('changes nothing when every value is the one saved already', () => {
    spec
      .given([created, labelled])
      .when((state) =>
        decideChangeCatalog({ catalogId: 'c1', set: { label: 'Our clients', appOptions: [letter] } }, state),
      )
      .thenNothing();
  });

  it('moves a catalog: its position, with the one it had', () => {
    spec
      .given([created])
      .when((state) => decideChangeCatalog({ catalogId: 'c1', set: { position: 2 } }, state))
      .then([{ type: 'CatalogChanged', data: { catalogId: 'c1', set: { position: 2 }, before: { position: 0 } } }]);
  });

  it('refuses a save on a version someone else has saved since, naming the catalog and its version', () => {
    spec
      .given([created, labelled])
      .when((state) => decideChangeCatalog({ catalogId: 'c1', set: { label: 'Mine' }, version: 1 }, state))
      .thenThrows(/The catalog Clients was saved by someone else since you opened it \(it is at version 2 now\)/);
    spec
      .given([created, labelled])
      .when((state) => decideChangeCatalog({ catalogId: 'c1', set: { label: 'Mine' }, version: 2 }, state))
      .then([
        { type: 'CatalogChanged', data: { catalogId: 'c1', set: { label: 'Mine' }, before: { label: 'Our clients' } } },
      ]);
  });

  it('refuses an unknown or deleted catalog', () => {
    spec
      .given([])
      .when((state) => decideChangeCatalog({ catalogId: 'c1', set: { label: 'x' } }, state))
      .thenThrows('Catalog c1 not found.');
    spec
      .given([created, { type: 'CatalogDeleted', data: { catalogId: 'c1' } }])
      .when((state) => decideChangeCatalog({ catalogId: 'c1', set: { label: 'x' } }, state))
      .thenThrows('Catalog c1 not found.');
  });
});
