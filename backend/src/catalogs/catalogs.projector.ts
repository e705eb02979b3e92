import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import { defineProjector } from '@app/projections';
import type { Doc } from '@app/storage';
import { CATALOG_EVENTS } from './catalog.events';
import { evolveCatalog, initialCatalogState, type CatalogState } from './catalog.state';

export const CATALOGS_PROJECTOR = 'catalogs';
/** Every catalog at its latest revision (deleted ones flagged), as the lists show them. */
export const CATALOGS = 'catalogs';

export interface CatalogDoc extends Doc, CatalogState {
  tenant: string;
  nameLower: string;
  /** Stream revision of the last event applied. */
  revision: number;
  /** Global position of the creation: the order of catalogs that share a position. */
  createdPosition: number;
  lastModified: string;
  lastModifiedBy: string | null;
}

export const catalogDocId = (tenant: string, catalogId: string) => `${tenant}.${catalogId}`;

const tenantOf = (event: RecordedEvent) => parseStreamName(event.stream).tenant ?? '';

/** The catalogs read model: one document per catalog, at its latest revision. */
export const catalogsProjector = defineProjector({
  name: CATALOGS_PROJECTOR,
  version: 1,
  events: CATALOG_EVENTS,
  collections: [
    {
      name: CATALOGS,
      indexes: [
        { field: 'tenant', type: 'text' },
        { field: 'nameLower', type: 'text' },
        { field: 'deleted', type: 'boolean' },
        { field: 'position', type: 'number' },
        { field: 'createdPosition', type: 'number' },
      ],
    },
  ],
  keys: (event) => [{ collection: CATALOGS, id: catalogDocId(tenantOf(event), event.data.catalogId) }],
  apply(event, docs) {
    const tenant = tenantOf(event);
    const id = catalogDocId(tenant, event.data.catalogId);
    const existing = docs.get(CATALOGS, id) as CatalogDoc | undefined;
    // Applying an event twice changes nothing: the revision tells whether it is already in.
    if (existing && existing.revision >= event.revision) return [];
    const {
      _id: _id,
      tenant: _tenant,
      nameLower: _lower,
      revision: _revision,
      createdPosition,
      lastModified: _at,
      lastModifiedBy: _by,
      ...previous
    } = existing ?? ({ ...initialCatalogState, createdPosition: event.position } as CatalogDoc);
    const state = evolveCatalog(previous, event);
    const doc: CatalogDoc = {
      ...state,
      _id: id,
      tenant,
      nameLower: state.name.toLowerCase(),
      revision: event.revision,
      createdPosition,
      lastModified: event.recordedAt,
      lastModifiedBy: event.metadata.userId,
    };
    return [{ op: 'put', collection: CATALOGS, doc }];
  },
});
