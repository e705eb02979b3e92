import { http } from '../../../lib/http/http';
import type { LatestAnswers } from '../model/interview.types';

interface OpenedRecord {
  _id: string;
  name: string;
  version: number;
  values: Record<string, unknown>;
  lastModifiedBy: string | null;
  lastRunBy: string | null;
  lastRunByID: string | null;
}

/**
 * GET /{t}/api/collections/{catalog}/items/{id} after a 409 (app-runs contract §2): the answers someone else saved,
 * to put ours on top. Who saved: the record names the person who last opened an app on it (opening the interview
 * takes the lock), which is the one who saved when the ids agree.
 */
export async function fetchLatestAnswers(tenancy: string, catalog: string, recordId: string): Promise<LatestAnswers> {
  const record = await http.request<OpenedRecord>(
    `/api/collections/${encodeURIComponent(catalog)}/items/${encodeURIComponent(recordId)}`,
    { workspace: tenancy, notify: false },
  );
  const by =
    record.lastRunBy && record.lastModifiedBy && record.lastRunByID === record.lastModifiedBy
      ? record.lastRunBy
      : 'another user';
  return { version: record.version, name: record.name, values: record.values ?? {}, by };
}
