import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { CatalogEvent } from '../catalog.events';
import { CatalogStream } from '../catalog.streams';
import { decideCreateCatalog, type CreateCatalog } from './create-catalog.decide';

const spec = streamSpec(CatalogStream);
const command: CreateCatalog = {
  catalogId: 'c1',
  name: 'Clients',
  typeId: 't1',
  isEveryone: true,
  position: 3,
  liveCatalogs: 3,
  limitEnforced: false,
};
const created: CatalogEvent = {
  type: 'CatalogCreated',
  data: { catalogId: 'c1', name: 'Clients', typeId: 't1', isEveryone: true, position: 3 },
};
const LIMIT =
  'You have reached the maximum number of collections (6) and must remove an existing collection before you can ' +
  'create a new one. (This limit will be extended in the future.)';

describe('creating a catalog (002 §4 Create)', () => {
  it('creates it with its name, model, visibility and place at the end of the list, every setting empty', () => {
    spec
      .given([])
      .when((state) => decideCreateCatalog(command, state))
      .then([created]);
    expect(spec.given([created]).state).toMatchObject({
      exists: true,
      deleted: false,
      name: 'Clients',
      typeId: 't1',
      position: 3,
      label: '',
      detail: '',
      recordLabel: '',
      globalLabel: '',
      myRecords: false,
      appOptions: [],
    });
  });

  it('refuses to create a catalog twice under one id', () => {
    spec
      .given([created])
      .when((state) => decideCreateCatalog(command, state))
      .thenThrows('Catalog c1 exists already.');
  });

  it('ignores the 6-catalog limit while its flag is off (002 §8: the flag is off)', () => {
    spec
      .given([])
      .when((state) => decideCreateCatalog({ ...command, liveCatalogs: 6, position: 6 }, state))
      .then([{ ...created, data: { ...created.data, position: 6 } } as CatalogEvent]);
  });

  it("with the flag on, refuses a seventh catalog with 002 §8's message, and allows the sixth", () => {
    spec
      .given([])
      .when((state) => decideCreateCatalog({ ...command, liveCatalogs: 6, limitEnforced: true }, state))
      .thenThrows(LIMIT);
    spec
      .given([])
      .when((state) => decideCreateCatalog({ ...command, liveCatalogs: 5, limitEnforced: true }, state))
      .then([created]);
  });
});
