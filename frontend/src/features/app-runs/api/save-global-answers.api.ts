import { http } from '../../../lib/http/http';
import type { SavedAnswers } from '../model/interview.types';
import { globalInfoPath } from './global-info-path';

/**
 * PUT /{t}/api/runs/{catalog}/globals/{globalTarget}/{app}/answers { version, values }: the changed answers become
 * the catalog's global info, refused with 409 when someone changed it since `version`. Called by the autosave
 * machine, which shows the outcome in the header (no toast). `name`: what the header calls the answers.
 */
export async function saveGlobalAnswers(
  tenancy: string,
  catalog: string,
  globalTarget: string,
  app: string,
  values: Record<string, unknown>,
  version: number,
  name: string,
): Promise<SavedAnswers> {
  const saved = await http.request<{ elementName: string; version: number }>(
    globalInfoPath(catalog, globalTarget, app, 'answers'),
    { workspace: tenancy, method: 'PUT', body: { version, values }, notify: false },
  );
  return { recordId: saved.elementName, name, version: saved.version };
}
