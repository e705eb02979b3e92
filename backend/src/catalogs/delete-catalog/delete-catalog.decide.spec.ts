import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import type { CatalogEvent } from '../catalog.events';
import { CatalogStream } from '../catalog.streams';
import { decideDeleteCatalog } from './delete-catalog.decide';

const spec = streamSpec(CatalogStream);
const created: CatalogEvent = {
  type: 'CatalogCreated',
  data: { catalogId: 'c1', name: 'Clients', typeId: 't1', isEveryone: false, position: 0 },
};
const deleted: CatalogEvent = { type: 'CatalogDeleted', data: { catalogId: 'c1' } };

describe('deleting a catalog (002 §2.2 Delete collection)', () => {
  it('deletes a live catalog, keeping what it was (so it can be brought back)', () => {
    spec
      .given([created])
      .when((state) => decideDeleteCatalog({ catalogId: 'c1' }, state))
      .then([deleted]);
    expect(spec.given([created, deleted]).state).toMatchObject({ deleted: true, name: 'Clients', typeId: 't1' });
  });

  it('answers not found for a catalog that never was, or is deleted already', () => {
    spec
      .given([])
      .when((state) => decideDeleteCatalog({ catalogId: 'c1' }, state))
      .thenThrows('Catalog c1 not found.');
    spec
      .given([created, deleted])
      .when((state) => decideDeleteCatalog({ catalogId: 'c1' }, state))
      .thenThrows('Catalog c1 not found.');
  });
});
