import type { CatalogGlobalEvent } from '../catalog-global.events';
import type { CatalogGlobalState } from '../catalog-global.state';

export interface ImportGlobal {
  catalogId: string;
  elementName: string;
  /** Already checked against the global's model: deciding needs no model. */
  values: Record<string, unknown>;
  appName: string | null;
  fileName: string | null;
}

/**
 * 002 §7 globals/import: the file's values become the global info, whole (an import replaces, it does not merge),
 * with the values they replace kept in the event so the previous set can be brought back.
 */
export function decideImportGlobal(command: ImportGlobal, state: CatalogGlobalState): CatalogGlobalEvent[] {
  const { catalogId, elementName, values, appName, fileName } = command;
  return [
    {
      type: 'CatalogGlobalImported',
      data: { catalogId, elementName, values, previous: state.values ? { ...state.values } : null, appName, fileName },
    },
  ];
}
