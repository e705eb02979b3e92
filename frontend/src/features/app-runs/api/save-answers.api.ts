import { http } from '../../../lib/http/http';
import type { SavedAnswers } from '../model/interview.types';

/**
 * POST /{t}/api/collections/{catalog}/items/{id} { nextValues, version } (app-runs contract §2): the changed answers,
 * refused with 409 when someone saved the record since `version`. Called by the autosave machine, which shows the
 * outcome in the header (no toast).
 */
export async function saveAnswers(
  tenancy: string,
  catalog: string,
  recordId: string,
  nextValues: Record<string, unknown>,
  version: number,
): Promise<SavedAnswers> {
  const saved = await http.request<{ _id: string; name: string; version: number }>(
    `/api/collections/${encodeURIComponent(catalog)}/items/${encodeURIComponent(recordId)}`,
    { workspace: tenancy, method: 'POST', body: { nextValues, version }, notify: false },
  );
  return { recordId: saved._id ?? recordId, name: saved.name, version: saved.version };
}
