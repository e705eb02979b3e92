import { ProviderDocumentNotFound, ProviderRefused } from '../provider-errors';
import { refusal } from '../provider-http';
import type { ProviderFetch } from '../provider-connections';
import type { OutgoingDocument, StorageAdapter, StoredAt } from './storage-adapter';

const LABEL = 'NetDocuments';
/** Rows of an nd: profile that say where the document goes rather than describe it. */
const LOCATION_ROWS = new Set(['cabinet', 'folder']);

/** 'Letter to Acme.docx' → ['Letter to Acme', 'docx']: NetDocuments keeps the extension apart from the name. */
function splitName(fileName: string): [string, string] {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot + 1)] : [fileName, ''];
}

/**
 * NetDocuments REST API v1: `POST /v1/Document` (multipart: action=upload, name, extension, cabinet or destination
 * folder, profile as a JSON array of `{ id, value }`, the file), `GET /v1/Document/{id}/info` to find a document and
 * `GET /v1/User/info` to test the connection. The link is the document's address in the NetDocuments web
 * application (`/neWeb2/goid.aspx?id=`): NetDocuments checks the reader's own access when it is opened.
 */
export function netDocumentsAdapter(webOrigin: string): StorageAdapter {
  return {
    async upload(api: ProviderFetch, file: OutgoingDocument, profile): Promise<StoredAt> {
      const attributes = profile.attributes ?? {};
      const location = (row: string) =>
        Object.entries(attributes)
          .find(([key]) => key.toLowerCase() === row)?.[1]
          ?.trim() ?? '';
      const cabinet = location('cabinet');
      const folder = location('folder');
      if (!cabinet && !folder) {
        throw new ProviderRefused(
          LABEL,
          `${file.name} has no NetDocuments cabinet or folder: add a "cabinet" or "folder" row to the template's nd: profile.`,
        );
      }
      const [name, extension] = splitName(file.name);
      const form = new FormData();
      form.set('action', 'upload');
      form.set('name', name);
      form.set('extension', extension);
      if (folder) form.set('destination', folder);
      else form.set('cabinet', cabinet);
      const described = Object.entries(attributes)
        .filter(([key]) => !LOCATION_ROWS.has(key.toLowerCase()))
        .map(([id, value]) => ({ id, value }));
      if (described.length > 0) form.set('profile', JSON.stringify(described));
      form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
      const response = await api('/v1/Document', { method: 'POST', body: form });
      if (!response.ok) throw await refusal(LABEL, `store ${file.name}`, response);
      const body = (await response.json()) as { standardAttributes?: { id?: string }; id?: string };
      const id = body.standardAttributes?.id ?? body.id;
      if (!id) throw new ProviderRefused(LABEL, `NetDocuments stored ${file.name} without answering its id.`);
      return { id, url: goIdUrl(webOrigin, id) };
    },

    async securedLink(api, id) {
      const response = await api(`/v1/Document/${encodeURIComponent(id)}/info`, { method: 'GET' });
      await response.body?.cancel();
      if (response.status === 404)
        throw new ProviderDocumentNotFound(LABEL, `NetDocuments has no document ${id.slice(0, 40)}.`);
      if (!response.ok) throw await refusal(LABEL, `find document ${id.slice(0, 40)}`, response);
      return goIdUrl(webOrigin, id);
    },

    async whoAmI(api) {
      const response = await api('/v1/User/info', { method: 'GET' });
      if (!response.ok) throw await refusal(LABEL, 'say who this workspace is connected as', response);
      const body = (await response.json()) as { displayName?: string; email?: string };
      return body.displayName ?? body.email ?? 'NetDocuments';
    },
  };
}

const goIdUrl = (webOrigin: string, id: string) => `${webOrigin}/neWeb2/goid.aspx?id=${encodeURIComponent(id)}`;
