import { notFound } from '../../../shared/domain/domain-error';
import { GLOBAL_MESSAGES } from '../catalog-global-rules';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import type { CatalogGlobalState } from '../catalog-global.state';

/**
 * 002 §7 globals/remove: the global info goes; its values stay in the event (history), so a removal can be undone.
 * Nothing to remove is a 404 rather than an empty event: the list the administrator saw was out of date.
 */
export function decideRemoveGlobal(
  command: { catalogId: string; elementName: string; appName: string | null },
  state: CatalogGlobalState,
): CatalogGlobalEvent[] {
  if (!state.values) throw notFound(GLOBAL_MESSAGES.noData(command.elementName));
  return [{ type: 'CatalogGlobalRemoved', data: { ...command, previous: { ...state.values } } }];
}
