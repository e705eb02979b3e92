import { parseStreamName, type RecordedEvent } from '@app/event-schemas';
import { defineProjector } from '@app/projections';
import type { Doc } from '@app/storage';
import { RECORD_EVENTS } from './record.events';
import { evolveRecord, initialRecordState, type RecordState } from './record.state';

export const RECORDS_PROJECTOR = 'records';
/** One document per record (deleted ones flagged): the catalogue's lists, searches and filters read it. */
export const RECORDS = 'records';
/** One document per catalog and user who created or saved a record of it: the filter modal's user list. */
export const RECORD_EDITORS = 'recordEditors';

export interface RecordEditorDoc extends Doc {
  catalogKey: string;
  userId: string;
}

/** Sets of ids or names kept as one text field, `|a|b|`, so "includes x" is `contains '|x|'` on any engine. */
export const tokenOf = (value: string) => `|${value.toLowerCase()}|`;
const withToken = (tokens: string, value: string | null | undefined) =>
  !value || tokens.includes(tokenOf(value)) ? tokens : `${tokens || '|'}${value.toLowerCase()}|`;

export interface RecordDoc extends Doc, RecordState {
  tenant: string;
  /** `{tenant}.{catalogId}`: one equality picks a catalog's records. */
  catalogKey: string;
  nameLower: string;
  /** Lower-cased name and text values, for the search box (`s`). */
  searchText: string;
  createdAt: string;
  createdBy: string | null;
  /** Last modified (002 §3 Record `date`): any event but a status change. */
  date: string;
  lastModifiedBy: string | null;
  /** `|u1|u2|`: everyone who created or saved a version (the `edited_by` filter). */
  editors: string;
  /** `|app1|app2|`: the apps that saved or ran on the record (the `app` filter). */
  appTokens: string;
  /** When an app last ran on it (the `app_lastmod` filter); '' when none has. */
  appLastModified: string;
  deletedAt: string;
  deletedBy: string | null;
  revision: number;
}

export const recordDocId = (tenant: string, recordId: string) => `${tenant}.${recordId}`;
export const catalogKeyOf = (tenant: string, catalogId: string) => `${tenant}.${catalogId}`;

const tenantOf = (event: RecordedEvent) => parseStreamName(event.stream).tenant ?? '';

/** Search stays bounded on a record with long texts: the name and the first few thousand characters. */
const MAX_SEARCH_TEXT = 4000;

function textsOf(value: unknown, out: string[], depth = 0): void {
  if (depth > 8 || out.length > 500) return;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) textsOf(item, out, depth + 1);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) textsOf(item, out, depth + 1);
}

export function searchTextOf(name: string, values: Readonly<Record<string, unknown>>): string {
  const texts = [name];
  for (const [key, value] of Object.entries(values)) if (key !== 'extUserID') textsOf(value, texts);
  return texts.join('\n').toLowerCase().slice(0, MAX_SEARCH_TEXT);
}

/** The records read model: one document per record, at its latest revision. */
export const recordsProjector = defineProjector({
  name: RECORDS_PROJECTOR,
  version: 1,
  events: RECORD_EVENTS,
  collections: [
    {
      name: RECORDS,
      // Every read of records names a catalog and live or deleted (a page, deleted records, duplicates, a query
      // run), so the three compound indexes below answer them all; a field of its own index would cost every
      // write (an import writes 50,000 records) and serve no read. `searchText`, `editors` and `appTokens` are
      // only searched with `contains`, which no index helps.
      indexes: [
        { field: 'catalogKey', type: 'text', indexed: false },
        { field: 'deleted', type: 'boolean', indexed: false },
        { field: 'nameLower', type: 'text', indexed: false },
        { field: 'searchText', type: 'text', indexed: false },
        { field: 'status', type: 'text', indexed: false },
        { field: 'date', type: 'text', indexed: false },
        { field: 'createdAt', type: 'text', indexed: false },
        { field: 'createdBy', type: 'text', indexed: false },
        { field: 'lastModifiedBy', type: 'text', indexed: false },
        { field: 'editors', type: 'text', indexed: false },
        { field: 'appTokens', type: 'text', indexed: false },
        { field: 'appLastModified', type: 'text', indexed: false },
        { field: 'deletedAt', type: 'text', indexed: false },
      ],
      // A catalog's live (or deleted) records in the order of each sort: a page is read from the index in order,
      // its filters checked row by row until 20 match, instead of sorting every record of the catalog.
      compoundIndexes: [
        ['catalogKey', 'deleted', 'date'],
        ['catalogKey', 'deleted', 'nameLower'],
        ['catalogKey', 'deleted', 'deletedAt'],
      ],
    },
    { name: RECORD_EDITORS, indexes: [{ field: 'catalogKey', type: 'text' }] },
  ],
  keys: (event) => [{ collection: RECORDS, id: recordDocId(tenantOf(event), event.data.recordId) }],
  apply(event, docs) {
    const tenant = tenantOf(event);
    const id = recordDocId(tenant, event.data.recordId);
    const existing = docs.get(RECORDS, id) as RecordDoc | undefined;
    // Applying an event twice changes nothing: the revision tells whether it is already in.
    if (existing && existing.revision >= event.revision) return [];
    const base: RecordDoc = existing ?? {
      ...initialRecordState,
      _id: id,
      tenant,
      catalogKey: '',
      nameLower: '',
      searchText: '',
      createdAt: event.recordedAt,
      createdBy: event.metadata.userId,
      date: event.recordedAt,
      lastModifiedBy: event.metadata.userId,
      editors: '',
      appTokens: '',
      appLastModified: '',
      deletedAt: '',
      deletedBy: null,
      revision: -1,
    };
    const state = evolveRecord(base, event);
    const doc: RecordDoc = { ...base, ...state, revision: event.revision };
    doc.catalogKey = catalogKeyOf(tenant, state.catalogId);
    doc.nameLower = state.name.toLowerCase();
    doc.appTokens = state.apps.reduce(withToken, '');
    switch (event.type) {
      case 'RecordCreated':
      case 'RecordValuesSaved':
        doc.searchText = searchTextOf(state.name, state.values);
        doc.editors = withToken(base.editors, event.metadata.userId);
        doc.date = event.recordedAt;
        doc.lastModifiedBy = event.metadata.userId;
        if (event.data.source === 'app') doc.appLastModified = event.recordedAt;
        break;
      case 'RecordDeleted':
        doc.deletedAt = event.recordedAt;
        doc.deletedBy = event.metadata.userId;
        doc.date = event.recordedAt;
        doc.lastModifiedBy = event.metadata.userId;
        break;
      case 'RecordUndeleted':
        doc.deletedAt = '';
        doc.deletedBy = null;
        doc.date = event.recordedAt;
        doc.lastModifiedBy = event.metadata.userId;
        break;
      case 'RecordStatusChanged':
        doc.appLastModified = event.recordedAt;
        break;
    }
    const editor = event.metadata.userId;
    const edited = (event.type === 'RecordCreated' || event.type === 'RecordValuesSaved') && editor;
    const editorDoc: RecordEditorDoc | null = edited
      ? { _id: `${doc.catalogKey}.${editor}`, catalogKey: doc.catalogKey, userId: editor }
      : null;
    return [
      { op: 'put', collection: RECORDS, doc },
      ...(editorDoc ? [{ op: 'put' as const, collection: RECORD_EDITORS, doc: editorDoc }] : []),
    ];
  },
});
