import type { EventStore } from '@app/storage';
import type { AppOption } from './catalog-rules';
import { isLiveCatalog } from './catalog.state';
import { CatalogStream } from './catalog.streams';

/**
 * A live catalog's app options (002 §3 appOptions: each app's live snapshot among them), from its stream, so that a
 * run started right after the catalog's owner chose a live version assembles that version. Null: no live catalog.
 */
export async function catalogAppOptions(
  store: EventStore,
  tenant: string,
  catalogId: string,
): Promise<readonly AppOption[] | null> {
  const { state } = await CatalogStream.load(store, tenant, catalogId);
  return isLiveCatalog(state) ? state.appOptions : null;
}
