import { streamSpec } from '../../../shared/event-sourcing/stream-spec.testing';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import { CatalogGlobalStream } from '../catalog-global.streams';
import { decideRemoveGlobal } from './remove-global.decide';

const spec = streamSpec(CatalogGlobalStream);
const first: CatalogGlobalEvent = {
  type: 'CatalogGlobalImported',
  data: {
    catalogId: 'c1',
    elementName: 'Firm',
    appName: null,
    fileName: 'Firm.json',
    values: { Name: 'Acme' },
    previous: null,
  },
};

describe("removing a catalog's global info (002 §7 globals/remove)", () => {
  const removal = { catalogId: 'c1', elementName: 'Firm', appName: null };
  const removed: CatalogGlobalEvent = {
    type: 'CatalogGlobalRemoved',
    data: { ...removal, previous: { Name: 'Acme' } },
  };

  it('removes the values, keeping them in the event (undoable from the history)', () => {
    spec
      .given([first])
      .when((state) => decideRemoveGlobal(removal, state))
      .then([removed]);
    expect(spec.given([first, removed]).state).toEqual({ values: null, version: 2 });
  });

  it('answers not found when there is nothing to remove', () => {
    spec
      .given([])
      .when((state) => decideRemoveGlobal(removal, state))
      .thenThrows('There is no global info for Firm on this catalog.');
    spec
      .given([first, removed])
      .when((state) => decideRemoveGlobal(removal, state))
      .thenThrows('There is no global info for Firm on this catalog.');
  });
});
