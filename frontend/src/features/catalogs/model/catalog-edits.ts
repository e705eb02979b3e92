import { sameAppOptions } from './app-options';
import { SETTING_KEYS, type Catalog, type CatalogSave, type CatalogSettings } from './catalog.types';

/**
 * The catalog administration's unsaved edits (002 §4: "Edits are held as unsaved until saved"): per catalog, the
 * settings changed, and the list's order once it was changed. Kept apart from the catalogs as read, so a list read
 * again (another administrator's save, a new catalog) shows the edits on top of it.
 */
export interface CatalogEdits {
  patches: Readonly<Record<string, Partial<CatalogSettings>>>;
  /** Catalog ids in the order the administrator left them; null while the order was not touched. */
  order: readonly string[] | null;
}

export const NO_EDITS: CatalogEdits = { patches: {}, order: null };

const sameSetting = <K extends keyof CatalogSettings>(key: K, a: CatalogSettings[K], b: CatalogSettings[K]) =>
  key === 'appOptions'
    ? sameAppOptions(a as CatalogSettings['appOptions'], b as CatalogSettings['appOptions'])
    : a === b;

/** The settings of `edited` that differ from `saved`. */
export function changedSettings(saved: CatalogSettings, edited: CatalogSettings): Partial<CatalogSettings> {
  const changed: Partial<CatalogSettings> = {};
  for (const key of SETTING_KEYS) {
    if (!sameSetting(key, saved[key], edited[key])) Object.assign(changed, { [key]: edited[key] });
  }
  return changed;
}

/** The ids in the edited order: catalogs the order does not know yet go last, catalogs gone are dropped. */
function orderedIds(saved: readonly Catalog[], order: CatalogEdits['order']): string[] {
  const ids = saved.map((catalog) => catalog._id);
  if (order === null) return ids;
  const known = order.filter((id) => ids.includes(id));
  return [...known, ...ids.filter((id) => !known.includes(id))];
}

/**
 * The catalogs as the screen shows them: each with its edits, in the edited order. 002 §4: a reorder renumbers
 * the position of every catalog, 0 to n-1.
 */
export function editedCatalogs(saved: readonly Catalog[], edits: CatalogEdits): Catalog[] {
  const byId = new Map(saved.map((catalog) => [catalog._id, catalog]));
  return orderedIds(saved, edits.order).map((id, index) => {
    const catalog = { ...byId.get(id)!, ...edits.patches[id] };
    return edits.order === null ? catalog : { ...catalog, position: index };
  });
}

/** One catalog's settings changed (on top of its earlier edits). */
export const patchCatalog = (edits: CatalogEdits, id: string, change: Partial<CatalogSettings>): CatalogEdits => ({
  ...edits,
  patches: { ...edits.patches, [id]: { ...edits.patches[id], ...change } },
});

/** Move Up (-1) / Move Down (+1): the catalog swaps places with its neighbour; nothing at either end. */
export function moveCatalog(saved: readonly Catalog[], edits: CatalogEdits, id: string, step: -1 | 1): CatalogEdits {
  const ids = orderedIds(saved, edits.order);
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return edits;
  [ids[from], ids[to]] = [ids[to], ids[from]];
  return { ...edits, order: ids };
}

/** A catalog deleted: its edits go with it. */
export function forgetCatalog(edits: CatalogEdits, id: string): CatalogEdits {
  const { [id]: _dropped, ...patches } = edits.patches;
  return { patches, order: edits.order && edits.order.filter((each) => each !== id) };
}

const orderChanged = (saved: readonly Catalog[], edits: CatalogEdits) =>
  edits.order !== null && orderedIds(saved, edits.order).some((id, index) => saved[index]?._id !== id);

/** 002 §4: Save and Revert show, and leaving asks, while anything differs from the catalogs as saved. */
export function hasUnsavedEdits(saved: readonly Catalog[], edits: CatalogEdits): boolean {
  if (orderChanged(saved, edits)) return true;
  return saved.some(
    (catalog) =>
      edits.patches[catalog._id] !== undefined &&
      Object.keys(changedSettings(catalog, { ...catalog, ...edits.patches[catalog._id] })).length > 0,
  );
}

/** Whether one catalog has unsaved settings (its row shows it). */
export const catalogHasEdits = (saved: Catalog, edits: CatalogEdits): boolean =>
  edits.patches[saved._id] !== undefined &&
  Object.keys(changedSettings(saved, { ...saved, ...edits.patches[saved._id] })).length > 0;

/**
 * PUT /api/collections's body (002 §7): each catalog with changed settings, only those, with the version edited
 * (someone else's save since is a 409); after a reorder every catalog with its new position.
 */
export function savePayload(saved: readonly Catalog[], edits: CatalogEdits): CatalogSave[] {
  const reordered = orderChanged(saved, edits);
  const positions = new Map(orderedIds(saved, edits.order).map((id, index) => [id, index]));
  const collections: CatalogSave[] = [];
  for (const catalog of saved) {
    const patch = edits.patches[catalog._id];
    const changed = patch ? changedSettings(catalog, { ...catalog, ...patch }) : {};
    const position = reordered ? positions.get(catalog._id) : undefined;
    if (Object.keys(changed).length === 0 && position === undefined) continue;
    collections.push({
      _id: catalog._id,
      version: catalog.version,
      ...changed,
      ...(position === undefined ? {} : { position }),
    });
  }
  return collections;
}
