import type { Catalog } from './catalog.types';

/** 002 §2.2 sync dialog: the parent whose app settings were saved, and the other catalogs of its model. */
export interface SyncOffer {
  parent: Pick<Catalog, '_id' | 'name'> & { typeName: string };
  targets: Pick<Catalog, '_id' | 'name'>[];
}

/**
 * 002 §4: after a save, when other catalogs share the model of the catalog whose app settings changed, the
 * dialog offers to copy them there. Nothing to offer when its apps were not part of the save.
 */
export function syncOfferAfterSave(
  parentId: string,
  appOptionsSaved: boolean,
  catalogs: readonly Catalog[],
): SyncOffer | null {
  const parent = catalogs.find((catalog) => catalog._id === parentId);
  if (!appOptionsSaved || !parent?.type) return null;
  const typeId = parent.type._id;
  const targets = catalogs
    .filter((catalog) => catalog._id !== parentId && catalog.type?._id === typeId)
    .map(({ _id, name }) => ({ _id, name }));
  if (targets.length === 0) return null;
  return { parent: { _id: parent._id, name: parent.name, typeName: parent.type.name }, targets };
}

/** 002 §5: Apply is disabled when several targets exist and none is picked (a single target needs no pick). */
export const syncApplyDisabled = (targets: readonly unknown[], picked: readonly string[]): boolean =>
  targets.length > 1 && picked.length === 0;

/** The catalogs to synchronise: the one target, or those picked. */
export const syncList = (targets: readonly Pick<Catalog, '_id'>[], picked: readonly string[]): string[] =>
  targets.length === 1 ? [targets[0]._id] : targets.filter((target) => picked.includes(target._id)).map((t) => t._id);
