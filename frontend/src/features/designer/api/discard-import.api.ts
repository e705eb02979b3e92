import { http } from '../../../lib/http/http';

/**
 * DELETE /{tenancy}/upload/importModel {url} (001 §4: Cancel deletes the uploaded file). An upload already gone
 * (404) is what Cancel wanted anyway, so it is not toasted.
 */
export async function discardImport(tenancy: string, url: string): Promise<void> {
  await http.request('/upload/importModel', {
    workspace: tenancy,
    method: 'DELETE',
    body: { url },
    notify: (error) => error.status !== 404,
  });
}
