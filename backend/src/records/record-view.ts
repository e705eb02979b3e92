import { compileTextTemplate, createScope } from '@app/templating';
import type { RecordStatus } from './record.events';
import type { RecordState, RecordValues } from './record.state';

/** A record as the catalogue lists and opens it (002 §3 Record), with its values when opened. */
export interface RecordItem {
  _id: string;
  name: string;
  /** The catalog's item-detail template over the record's values (002 §2.2 "templates for item detail"). */
  detail?: string;
  status: RecordStatus;
  /** Last modified. */
  date: string;
  lastRunBy: string | null;
  lastRunByID: string | null;
  /** External access is open while set (002 §3). */
  extUserID: string | null;
  /** App runs on the record; the app-runs context fills them in. */
  apps: unknown[];
  attachments: string[];
  /** One per event of its stream: send it back with a save to be told of someone else's save (409). */
  version: number;
  deleted: boolean;
  createdAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

export interface OpenedRecord extends RecordItem {
  values: RecordValues;
}

/** What a record's stream does not hold in its state: the envelope's who and when. */
export interface RecordStamps {
  revision: number;
  date: string;
  createdAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

export function renderDetail(template: string, values: RecordValues): string | undefined {
  if (!template.trim()) return undefined;
  try {
    return compileTextTemplate(template).render(createScope({ ...values }), { placeholders: false }).text;
  } catch {
    return undefined;
  }
}

export function toRecordItem(
  state: RecordState,
  stamps: RecordStamps,
  names: { runBy: string | null; detailTemplate?: string },
): RecordItem {
  const extUserID = state.values.extUserID;
  const item: RecordItem = {
    _id: state.recordId,
    name: state.name,
    status: state.status,
    date: stamps.date,
    lastRunBy: names.runBy,
    lastRunByID: state.runBy,
    extUserID: typeof extUserID === 'string' ? extUserID : null,
    apps: [],
    attachments: [],
    version: stamps.revision + 1,
    deleted: state.deleted,
    createdAt: stamps.createdAt,
    createdBy: stamps.createdBy,
    lastModifiedBy: stamps.lastModifiedBy,
  };
  const detail = names.detailTemplate ? renderDetail(names.detailTemplate, state.values) : undefined;
  if (detail !== undefined) item.detail = detail;
  return item;
}

export function toOpenedRecord(item: RecordItem, state: RecordState): OpenedRecord {
  const { extUserID: _ext, ...values } = state.values;
  return { ...item, values };
}
