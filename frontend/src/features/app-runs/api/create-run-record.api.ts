import { http } from '../../../lib/http/http';
import type { SavedAnswers } from '../model/interview.types';

/**
 * POST /{t}/api/collections/{catalog}/items { nextValues } (app-runs contract §2): the interview's first save on a
 * route without a record creates it. Called by the autosave machine, which shows failures in the header (no toast).
 */
export async function createRunRecord(
  tenancy: string,
  catalog: string,
  nextValues: Record<string, unknown>,
): Promise<SavedAnswers> {
  const saved = await http.request<{ _id: string; name: string; version: number }>(
    `/api/collections/${encodeURIComponent(catalog)}/items`,
    { workspace: tenancy, method: 'POST', body: { nextValues }, notify: false },
  );
  return { recordId: saved._id, name: saved.name, version: saved.version };
}
