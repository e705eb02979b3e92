import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import { defineProjector, type DocKey } from '@app/projections';
import type { Doc, DocChange } from '@app/storage';
import { summarizeChanges } from './element-diff';
import { ELEMENT_EVENTS, type ElementEvent } from './element.events';
import { evolveElement, initialElementState, type ElementState } from './element.state';

export const TYPES_PROJECTOR = 'types';
/** Every element at its latest version (deleted ones flagged), as the designer lists and opens them. */
export const ELEMENTS = 'elements';
/** One document per version of an element: the History panel's rows. */
export const VERSIONS = 'versions';

export interface ElementDoc extends Doc, ElementState {
  tenant: string;
  /** Lower-cased name: names are unique in a workspace whatever their case. */
  nameLower: string;
  /** Stream revision of the last event applied (a version is a revision; labels are revisions too). */
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
}

export type VersionKind = 'created' | 'saved' | 'reverted' | 'deleted' | 'restored';

/** What a version row says about the change, apart from where and when (the projector adds those). */
interface VersionFields {
  elementId: string;
  version: number;
  kind: VersionKind;
  summary: string;
  label?: string;
  revertedTo?: number;
}

export interface VersionDoc extends Doc, VersionFields {
  tenant: string;
  /** The stream revision that made this version: the element as of this version is its stream folded to it. */
  revision: number;
  at: string;
  userId: string | null;
}

export const elementDocId = (tenant: string, elementId: string) => `${tenant}.${elementId}`;
export const versionDocId = (tenant: string, elementId: string, version: number) => `${tenant}.${elementId}.${version}`;

const tenantOf = (event: RecordedEvent) => parseStreamName(event.stream).tenant ?? '';

function versionOf(event: ElementEvent, state: ElementState): VersionFields | null {
  const { elementId } = event.data;
  switch (event.type) {
    case 'ElementCreated':
      return { elementId, version: 1, kind: 'created', summary: `${state.kind} ${state.name} created` };
    case 'ElementChangesSaved': {
      const { version, changes, revertedTo } = event.data;
      const summary = summarizeChanges(changes);
      return revertedTo
        ? { elementId, version, kind: 'reverted', summary: `reverted to version ${revertedTo}: ${summary}`, revertedTo }
        : { elementId, version, kind: 'saved', summary };
    }
    case 'ElementDeleted':
      return {
        elementId,
        version: event.data.version,
        kind: 'deleted',
        summary: `${state.kind} ${state.name} deleted`,
      };
    case 'ElementRestored':
      return {
        elementId,
        version: event.data.version,
        kind: 'restored',
        summary: `${state.kind} ${state.name} restored`,
      };
    case 'ElementVersionLabelled':
      return null;
  }
}

/** The designer's read models: the elements (latest version) and every version's history row. */
export const typesProjector = defineProjector({
  name: TYPES_PROJECTOR,
  version: 1,
  events: ELEMENT_EVENTS,
  collections: [
    {
      name: ELEMENTS,
      indexes: [
        { field: 'tenant', type: 'text' },
        { field: 'nameLower', type: 'text' },
        { field: 'kind', type: 'text' },
        { field: 'deleted', type: 'boolean' },
      ],
    },
    {
      name: VERSIONS,
      indexes: [
        { field: 'tenant', type: 'text' },
        { field: 'elementId', type: 'text' },
        { field: 'version', type: 'number' },
      ],
    },
  ],
  keys: (event): DocKey[] => {
    const tenant = tenantOf(event);
    const keys: DocKey[] = [{ collection: ELEMENTS, id: elementDocId(tenant, event.data.elementId) }];
    if (event.type === 'ElementVersionLabelled') {
      keys.push({ collection: VERSIONS, id: versionDocId(tenant, event.data.elementId, event.data.version) });
    }
    return keys;
  },
  apply(event, docs) {
    const tenant = tenantOf(event);
    const id = elementDocId(tenant, event.data.elementId);
    const existing = docs.get(ELEMENTS, id) as ElementDoc | undefined;
    // Applying an event twice changes nothing: the revision tells whether it is already in.
    if (existing && existing.revision >= event.revision) return [];
    const {
      _id: _id,
      tenant: _tenant,
      nameLower: _lower,
      revision: _revision,
      updatedAt: _at,
      updatedBy: _by,
      ...previous
    } = existing ?? ({ ...initialElementState } as ElementDoc);
    const state = evolveElement(previous, event);
    const doc: ElementDoc = {
      ...state,
      _id: id,
      tenant,
      nameLower: state.name.toLowerCase(),
      revision: event.revision,
      updatedAt: event.recordedAt,
      updatedBy: event.metadata.userId,
    };
    const changes: DocChange[] = [{ op: 'put', collection: ELEMENTS, doc }];
    const fields = versionOf(event, state);
    if (fields) {
      const row: VersionDoc = {
        _id: versionDocId(tenant, event.data.elementId, fields.version),
        tenant,
        ...fields,
        revision: event.revision,
        at: event.recordedAt,
        userId: event.metadata.userId,
      };
      changes.push({ op: 'put', collection: VERSIONS, doc: row });
    } else if (event.type === 'ElementVersionLabelled') {
      const row = docs.get(VERSIONS, versionDocId(tenant, event.data.elementId, event.data.version)) as
        VersionDoc | undefined;
      if (row) {
        const { label: _old, ...rest } = row;
        const labelled: VersionDoc = event.data.label ? { ...rest, label: event.data.label } : rest;
        changes.push({ op: 'put', collection: VERSIONS, doc: labelled });
      }
    }
    return changes;
  },
});
