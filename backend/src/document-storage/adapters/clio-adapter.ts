import { ProviderDocumentNotFound, ProviderRefused } from '../provider-errors';
import { callProvider, refusal } from '../provider-http';
import type { ProviderFetch } from '../provider-connections';
import { folderSegments, type OutgoingDocument, type StorageAdapter, type StoredAt } from './storage-adapter';

const LABEL = 'Clio';

interface CreatedDocument {
  data: {
    id: number;
    latest_document_version: { uuid: string; put_url: string; put_headers: { name: string; value: string }[] };
  };
}

type Parent = { id: number; type: 'Matter' | 'Folder' };

/** At most this many pages of one folder's subfolders are looked through for a name (200 a page). */
const MAX_FOLDER_PAGES = 5;

/**
 * The profile's FOLDER PATH under the matter ('Drafts/2026'): each folder looked up by name among its parent's
 * folders (`GET /folders.json`, the matter's top-level ones by `matter_id`, deeper ones by `parent_id`) and created
 * when missing (`POST /folders.json`). No path: the matter itself.
 */
async function folderOf(api: ProviderFetch, matter: number, segments: string[]): Promise<Parent> {
  let parent: Parent = { id: matter, type: 'Matter' };
  for (const name of segments) {
    parent = { id: (await findFolder(api, parent, name)) ?? (await createFolder(api, parent, name)), type: 'Folder' };
  }
  return parent;
}

async function findFolder(api: ProviderFetch, parent: Parent, name: string): Promise<number | null> {
  const scope = parent.type === 'Matter' ? `matter_id=${parent.id}` : `parent_id=${parent.id}`;
  let url: string | null = `/folders.json?${scope}&fields=id,name,parent{id,type}&limit=200`;
  for (let page = 0; url !== null && page < MAX_FOLDER_PAGES; page += 1) {
    const response = await api(url, { method: 'GET' });
    if (!response.ok) throw await refusal(LABEL, `list the folders of ${describe(parent)}`, response);
    const body = (await response.json()) as {
      data?: { id: number; name: string; parent?: { id: number; type: string } | null }[];
      meta?: { paging?: { next?: string } };
    };
    const found = (body.data ?? []).find(
      (folder) =>
        folder.name === name &&
        // Listed by matter: every folder of the matter; only those directly in it are its top level.
        (parent.type === 'Folder' || folder.parent?.type === 'Matter'),
    );
    if (found) return found.id;
    url = body.meta?.paging?.next ?? null;
  }
  return null;
}

async function createFolder(api: ProviderFetch, parent: Parent, name: string): Promise<number> {
  const response = await api('/folders.json?fields=id,name', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { name, parent } }),
  });
  if (!response.ok) throw await refusal(LABEL, `create the folder ${name} in ${describe(parent)}`, response);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const describe = (parent: Parent) => (parent.type === 'Matter' ? `matter ${parent.id}` : `folder ${parent.id}`);

/**
 * Clio Manage API v4, the three-step upload its documentation describes: `POST /documents` (the matter as parent;
 * asks for the latest version's `uuid`, `put_url` and `put_headers`), `PUT` the bytes to `put_url` with exactly those
 * headers (no Clio token: the URL is pre-signed storage), then `PATCH /documents/{id}` with `fully_uploaded: true`,
 * without which Clio never shows the document. The document goes in the profile's FOLDER PATH under the matter. Links: `GET /documents/{id}/download` answers a redirect to a
 * short-lived address.
 */
export const clioAdapter: StorageAdapter = {
  async upload(api: ProviderFetch, file: OutgoingDocument, profile): Promise<StoredAt> {
    const matter = profile.matter?.trim() ?? '';
    if (!/^\d+$/.test(matter)) {
      throw new ProviderRefused(
        LABEL,
        matter === ''
          ? `${file.name} has no Clio matter: set MATTER ID in the template's Clio profile.`
          : `"${matter.slice(0, 40)}" is not a Clio matter id (a number).`,
      );
    }
    const parent = await folderOf(api, Number(matter), folderSegments(profile.folder));
    const created = await api('/documents.json?fields=id,latest_document_version{uuid,put_url,put_headers}', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: file.name, parent } }),
    });
    if (!created.ok) throw await refusal(LABEL, `create ${file.name} in matter ${matter}`, created);
    const { data } = (await created.json()) as CreatedDocument;
    const version = data.latest_document_version;
    const headers = Object.fromEntries(version.put_headers.map((header) => [header.name, header.value]));
    const put = await callProvider(LABEL, version.put_url, {
      method: 'PUT',
      headers,
      body: new Uint8Array(file.bytes),
    });
    if (!put.ok) throw await refusal(LABEL, `receive the bytes of ${file.name}`, put);
    const completed = await api(`/documents/${data.id}.json?fields=id`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { uuid: version.uuid, fully_uploaded: true } }),
    });
    if (!completed.ok) throw await refusal(LABEL, `complete ${file.name}`, completed);
    return { id: String(data.id), path: String(data.id) };
  },

  async securedLink(api, id) {
    if (!/^\d+$/.test(id)) throw new ProviderDocumentNotFound(LABEL, `Clio has no document ${id.slice(0, 40)}.`);
    const response = await api(`/documents/${id}/download.json`, { method: 'GET', redirect: 'manual' });
    const location = response.headers.get('location');
    await response.body?.cancel();
    if (response.status === 404) throw new ProviderDocumentNotFound(LABEL, `Clio has no document ${id}.`);
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new ProviderRefused(LABEL, `Clio did not give an address for document ${id} (HTTP ${response.status}).`);
    }
    return location;
  },

  async whoAmI(api) {
    const response = await api('/users/who_am_i.json?fields=id,name', { method: 'GET' });
    if (!response.ok) throw await refusal(LABEL, 'say who this workspace is connected as', response);
    const body = (await response.json()) as { data?: { name?: string } };
    return body.data?.name ?? 'Clio';
  },
};
