import type { Json, RecordsTestApp } from '../../records/records-api.testing';

/**
 * Imports a catalog's global info as an administrator does (POST /upload/importModel, then globals/import), and
 * answers the version it made. Moves `t.position` to the import.
 */
export async function importGlobalInfo(
  t: RecordsTestApp,
  catalogId: string,
  elementName: string,
  values: Record<string, unknown>,
): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([JSON.stringify(values)]), `${elementName}.json`);
  const uploaded = await fetch(`${t.url}/demo/upload/importModel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.admin}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { url } = (await uploaded.json()) as Json;
  const imported = await t.call('POST', `/collections/${catalogId}/globals/import`, { elementName, url });
  expect([imported.status, imported.body.message]).toEqual([201, undefined]);
  t.position = Math.max(t.position, imported.body.position);
  return imported.body.version as number;
}
