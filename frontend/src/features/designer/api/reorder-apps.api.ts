import { http } from '../../../lib/http/http';
import { wrotePosition } from './read-position';

/** POST /{tenancy}/api/v2/types/model/{id}/apps {apps}: the model's apps in this order, as one version (001 §7). */
export async function reorderApps(
  tenancy: string,
  modelId: string,
  apps: string[],
): Promise<{ position: number; version?: number }> {
  const result = await http.request<{ position: number; version?: number }>(
    `/api/v2/types/model/${encodeURIComponent(modelId)}/apps`,
    { workspace: tenancy, method: 'POST', body: { apps } },
  );
  wrotePosition(tenancy, result.position);
  return result;
}
