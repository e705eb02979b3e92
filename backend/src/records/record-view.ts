import type { ReadModels } from '@app/projections';
import { compileTextTemplate, createScope } from '@app/templating';
import type { RecordApp } from '../shared/record-runs/record-runs.port';
import { findUserView } from '../users';
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
  /** Apps that ran on the record (contract §6); the app-runs context fills them in when one record is opened. */
  apps: RecordApp[];
  attachments: string[];
  /** One per event of its stream: send it back with a save to be told of someone else's save (409). */
  version: number;
  deleted: boolean;
  createdAt: string;
  createdBy: string | null;
  lastModifiedBy: string | null;
}

/** Who a record's external access is open for (002 §3 extUserID), so the detail panel can name them. */
export interface ExternalUser {
  _id: string;
  /** Null when the user was deleted since: the panel then shows the id. */
  name: string | null;
  mail: string | null;
}

export interface OpenedRecord extends RecordItem {
  values: RecordValues;
  /** The user `extUserID` names; null while external access is closed. */
  extUser: ExternalUser | null;
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

/** The opened record: its values without the record property `extUserID`, and the external user it names. */
export async function toOpenedRecord(
  readModels: ReadModels,
  tenant: string,
  item: RecordItem,
  state: RecordState,
): Promise<OpenedRecord> {
  const { extUserID: _ext, ...values } = state.values;
  return { ...item, values, extUser: await externalUserOf(readModels, tenant, item.extUserID) };
}

async function externalUserOf(readModels: ReadModels, tenant: string, id: string | null): Promise<ExternalUser | null> {
  if (!id) return null;
  const user = await findUserView(readModels, tenant, id);
  return { _id: id, name: user?.name || null, mail: user?.mail ?? null };
}
