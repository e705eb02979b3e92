import { streamSpec } from '../../shared/event-sourcing/stream-spec.testing';
import { decideReleaseCatalogName, decideReserveCatalogName } from './catalog-name.decide';
import type { CatalogNameEvent } from './catalog-name.events';
import { CatalogNameStream } from './catalog-name.streams';

const spec = streamSpec(CatalogNameStream);
const reserved = (catalogId: string): CatalogNameEvent => ({ type: 'CatalogNameReserved', data: { catalogId } });
const released = (catalogId: string): CatalogNameEvent => ({ type: 'CatalogNameReleased', data: { catalogId } });

describe('catalog name reservation (002 §5: catalog names are unique per workspace)', () => {
  it('reserves a name never used', () => {
    spec
      .given([])
      .when((holder) => decideReserveCatalogName(holder, 'c1'))
      .then([reserved('c1')]);
  });

  it("refuses a name another catalog holds with 002 §5's message", () => {
    spec
      .given([reserved('c1')])
      .when((holder) => decideReserveCatalogName(holder, 'c2'))
      .thenThrows('A collection by this name already exists.');
  });

  it('changes nothing when the catalog holds the name already', () => {
    spec
      .given([reserved('c1')])
      .when((holder) => decideReserveCatalogName(holder, 'c1'))
      .thenNothing();
  });

  it('lets the name of a deleted catalog be taken again', () => {
    spec
      .given([reserved('c1'), released('c1')])
      .when((holder) => decideReserveCatalogName(holder, 'c2'))
      .then([reserved('c2')]);
  });

  it("ignores a release by a catalog that does not hold the name (a stale one never frees another's)", () => {
    spec
      .given([reserved('c1')])
      .when((holder) => decideReleaseCatalogName(holder, 'c2'))
      .thenNothing();
    spec
      .given([reserved('c1')])
      .when((holder) => decideReleaseCatalogName(holder, 'c1'))
      .then([released('c1')]);
  });
});
