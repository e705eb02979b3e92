import { ProviderDocumentNotFound, ProviderRefused } from '../provider-errors';
import { refusal } from '../provider-http';
import type { ProviderFetch } from '../provider-connections';
import { folderSegments, type OutgoingDocument, type StorageAdapter, type StoredAt } from './storage-adapter';

const LABEL = 'OneDrive';
/** Graph's simple upload (PUT …:/content) takes files up to 250 MB; assembled documents are far smaller. */
const SIMPLE_UPLOAD_LIMIT = 250 * 1024 * 1024;

/** A drive path for Graph's path addressing (`root:/a/b.docx:`), each segment encoded. */
const drivePath = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/');

interface DriveItem {
  id: string;
  name: string;
  webUrl?: string;
}

/**
 * OneDrive through Microsoft Graph v1.0: `PUT /me/drive/root:/{folder}/{name}:/content` (a name taken makes a new
 * name, `@microsoft.graph.conflictBehavior=rename`, never overwriting someone's file), `GET /me/drive/root:/{path}`
 * and `POST /me/drive/items/{id}/createLink` (a view link inside the organization).
 */
export const oneDriveAdapter: StorageAdapter = {
  async upload(api: ProviderFetch, file: OutgoingDocument, profile): Promise<StoredAt> {
    if (file.bytes.length > SIMPLE_UPLOAD_LIMIT) {
      throw new ProviderRefused(LABEL, `${file.name} is larger than OneDrive's 250 MB simple upload.`);
    }
    const segments = [...folderSegments(profile.folder), file.name];
    const response = await api(
      `/me/drive/root:/${drivePath(segments)}:/content?@microsoft.graph.conflictBehavior=rename`,
      { method: 'PUT', headers: { 'content-type': file.contentType }, body: new Uint8Array(file.bytes) },
    );
    if (!response.ok) throw await refusal(LABEL, `store ${file.name}`, response);
    const item = (await response.json()) as DriveItem;
    return {
      id: item.id,
      path: [...folderSegments(profile.folder), item.name].join('/'),
      ...(item.webUrl ? { url: item.webUrl } : {}),
    };
  },

  async securedLink(api, path) {
    const found = await api(`/me/drive/root:/${drivePath(folderSegments(path))}`, { method: 'GET' });
    if (found.status === 404) throw new ProviderDocumentNotFound(LABEL, `OneDrive has no file ${path}.`);
    if (!found.ok) throw await refusal(LABEL, `find ${path}`, found);
    const item = (await found.json()) as DriveItem;
    const created = await api(`/me/drive/items/${encodeURIComponent(item.id)}/createLink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'view', scope: 'organization' }),
    });
    if (!created.ok) throw await refusal(LABEL, `share ${path}`, created);
    const permission = (await created.json()) as { link?: { webUrl?: string } };
    if (!permission.link?.webUrl) throw new ProviderRefused(LABEL, 'OneDrive answered a link without an address.');
    return permission.link.webUrl;
  },

  async whoAmI(api) {
    const response = await api('/me/drive', { method: 'GET' });
    if (!response.ok) throw await refusal(LABEL, 'open the drive', response);
    const drive = (await response.json()) as { owner?: { user?: { displayName?: string } } };
    return drive.owner?.user?.displayName ?? 'OneDrive';
  },
};
