import { streamSpec } from '../../../shared/event-sourcing/stream-spec.testing';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import { CatalogGlobalStream } from '../catalog-global.streams';
import { decideRestoreGlobal } from './restore-global.decide';

const spec = streamSpec(CatalogGlobalStream);
const imported: CatalogGlobalEvent = {
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
const removed: CatalogGlobalEvent = {
  type: 'CatalogGlobalRemoved',
  data: { catalogId: 'c1', elementName: 'Firm', appName: null, previous: { Name: 'Acme' } },
};
const command = { catalogId: 'c1', elementName: 'Firm', historyId: 'e1' };

describe("restoring a version of a catalog's global info (undoing a removal or an import)", () => {
  it('brings the values of that version back as a new version, keeping what they replace', () => {
    const restored: CatalogGlobalEvent = {
      type: 'CatalogGlobalRestored',
      data: { catalogId: 'c1', elementName: 'Firm', values: { Name: 'Acme' }, previous: null, restoredFrom: 'e1' },
    };
    spec
      .given([imported, removed])
      .when((state) => decideRestoreGlobal({ ...command, values: { Name: 'Acme' } }, state))
      .then([restored]);
    expect(spec.given([imported, removed, restored]).state).toEqual({ values: { Name: 'Acme' }, version: 3 });
  });

  it('refuses to restore a removal, which left no values', () => {
    spec
      .given([imported, removed])
      .when((state) => decideRestoreGlobal({ ...command, values: null }, state))
      .thenThrows(
        'That version is a removal: it left no values. Restore the version before it to bring its values back.',
      );
  });
});
