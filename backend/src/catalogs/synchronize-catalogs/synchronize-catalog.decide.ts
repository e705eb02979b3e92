import { invalid, notFound } from '../../shared/domain/domain-error';
import { catalogNotFound, type AppOption } from '../catalog-rules';
import type { CatalogEvent } from '../catalog.events';
import { isLiveCatalog, type CatalogState } from '../catalog.state';

/** One target of a synchronisation (002 §7 synchronize): the parent catalog's app settings, to copy. */
export interface SynchronizeCatalog {
  catalogId: string;
  parent: Pick<CatalogState, 'catalogId' | 'name' | 'typeId' | 'appOptions'>;
  /** Apps disabled on the parent keep the target's own settings instead of being copied disabled. */
  skipDisabledAppOptions: boolean;
}

export const syncWithItself = (name: string) =>
  `The catalog ${name} cannot be synchronised with itself: choose other catalogs of its model.`;
export const syncOtherModel = (target: string, parent: string) =>
  `The catalog ${target} holds items of another model than ${parent}: only catalogs that share its model can be ` +
  'synchronised.';

const keyOf = (option: Pick<AppOption, 'appName' | 'globalTarget'>) =>
  option.globalTarget === undefined ? option.appName : `${option.appName} / ${option.globalTarget}`;

/**
 * The target's app settings after a synchronisation: the parent's, entry for entry (an app the parent has no
 * settings for gets none either, so it runs with the defaults there too). With `skipDisabled`, an app disabled on
 * the parent is left as the target has it: a parent that switched an app off for itself does not switch it off
 * everywhere.
 */
export function syncedAppOptions(
  parent: readonly AppOption[],
  target: readonly AppOption[],
  skipDisabled: boolean,
): AppOption[] {
  const targetByKey = new Map(target.map((option) => [keyOf(option), option]));
  const synced: AppOption[] = [];
  for (const option of parent) {
    if (!skipDisabled || !option.isDisabled) synced.push({ ...option });
    else {
      const own = targetByKey.get(keyOf(option));
      if (own) synced.push({ ...own });
    }
  }
  return synced;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One target's part of a synchronisation: its app settings become the parent's (nothing when they are already). */
export function decideSynchronizeCatalog(command: SynchronizeCatalog, state: CatalogState): CatalogEvent[] {
  if (!isLiveCatalog(state)) throw notFound(catalogNotFound(command.catalogId));
  const { parent } = command;
  if (state.catalogId === parent.catalogId) throw invalid(syncWithItself(parent.name));
  if (state.typeId !== parent.typeId) throw invalid(syncOtherModel(state.name, parent.name));
  const appOptions = syncedAppOptions(parent.appOptions, state.appOptions, command.skipDisabledAppOptions);
  if (same(appOptions, state.appOptions)) return [];
  return [
    {
      type: 'CatalogChanged',
      data: { catalogId: command.catalogId, set: { appOptions }, before: { appOptions: state.appOptions } },
    },
  ];
}
