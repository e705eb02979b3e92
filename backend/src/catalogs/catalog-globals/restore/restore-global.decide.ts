import { invalid } from '../../../shared/domain/domain-error';
import { GLOBAL_MESSAGES } from '../catalog-global-rules';
import type { CatalogGlobalEvent } from '../catalog-global.events';
import type { CatalogGlobalState } from '../catalog-global.state';

/**
 * Brings back the values an earlier version left (read from that version's event by the handler) as a new
 * version: nothing is rewritten, and the restore is itself undone by restoring the version before it. A removal
 * left no values, so restoring one is refused (restore the version before it instead).
 */
export function decideRestoreGlobal(
  command: {
    catalogId: string;
    elementName: string;
    historyId: string;
    /** The values that version left; null when it was a removal. */
    values: Record<string, unknown> | null;
  },
  state: CatalogGlobalState,
): CatalogGlobalEvent[] {
  if (!command.values) throw invalid(GLOBAL_MESSAGES.removalHasNoValues);
  const { catalogId, elementName, historyId, values } = command;
  return [
    {
      type: 'CatalogGlobalRestored',
      data: {
        catalogId,
        elementName,
        values: { ...values },
        previous: state.values ? { ...state.values } : null,
        restoredFrom: historyId,
      },
    },
  ];
}
