import { streamSpec } from '../../../shared/event-sourcing/stream-spec.testing';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import { CatalogGlobalStream } from '../catalog-global.streams';
import { decideImportGlobal } from './import-global.decide';

const spec = streamSpec(CatalogGlobalStream);
const command = { catalogId: 'c1', elementName: 'Firm', appName: 'FirmInfo', fileName: 'Firm.json' };
const first: CatalogGlobalEvent = {
  type: 'CatalogGlobalImported',
  data: { ...command, values: { Name: 'Acme' }, previous: null },
};

describe("importing a catalog's global info (002 §7 globals/import)", () => {
  it('keeps the values of the first import, with nothing before them', () => {
    spec
      .given([])
      .when((state) => decideImportGlobal({ ...command, values: { Name: 'Acme' } }, state))
      .then([first]);
    expect(spec.given([first]).state).toEqual({ values: { Name: 'Acme' }, version: 1 });
  });

  it('replaces the whole set, keeping the set it replaced so it can be brought back', () => {
    const second: CatalogGlobalEvent = {
      type: 'CatalogGlobalImported',
      data: { ...command, values: { City: 'Oslo' }, previous: { Name: 'Acme' } },
    };
    spec
      .given([first])
      .when((state) => decideImportGlobal({ ...command, values: { City: 'Oslo' } }, state))
      .then([second]);
    expect(spec.given([first, second]).state).toEqual({ values: { City: 'Oslo' }, version: 2 });
  });
});
