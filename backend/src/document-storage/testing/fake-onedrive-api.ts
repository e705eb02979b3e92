import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bad, type Answer, type FakeProvider } from './fake-provider.types';

/** Microsoft Graph v1.0: simple upload by path, get by path, createLink, the drive. */
export function oneDrive(fake: FakeProvider, req: IncomingMessage, body: Buffer, url: URL): Answer {
  const raw = url.pathname.slice('/api'.length);
  const upload = /^\/me\/drive\/root:\/(.+):\/content$/.exec(raw);
  if (upload && req.method === 'PUT') {
    if (!req.headers['content-type']) return bad('Content-Type is required');
    const segments = upload[1].split('/').map(decodeURIComponent);
    let name = segments.pop() ?? '';
    const folder = segments.join('/');
    const taken = (candidate: string) => fake.documents.some((d) => d.location === folder && d.name === candidate);
    if (taken(name)) {
      if (url.searchParams.get('@microsoft.graph.conflictBehavior') !== 'rename') {
        return { status: 409, body: { error: { code: 'nameAlreadyExists', message: 'The name is taken' } } };
      }
      const dot = name.lastIndexOf('.');
      for (let n = 1; taken(name); n += 1)
        name = dot > 0 ? `${name.slice(0, dot)} ${n}${name.slice(dot)}` : `${name} ${n}`;
    }
    const id = `01${randomUUID().replace(/-/g, '').toUpperCase()}`;
    fake.documents.push({ id, name, bytes: body, contentType: String(req.headers['content-type']), location: folder });
    return { status: 201, body: driveItem(fake, id, name, folder) };
  }
  const byPath = /^\/me\/drive\/root:\/(.+)$/.exec(raw);
  if (byPath && req.method === 'GET') {
    const segments = byPath[1].replace(/:$/, '').split('/').map(decodeURIComponent);
    const name = segments.pop();
    const found = fake.documents.find((d) => d.location === segments.join('/') && d.name === name);
    if (!found) return { status: 404, body: { error: { code: 'itemNotFound', message: 'Item not found' } } };
    return { status: 200, body: driveItem(fake, found.id, found.name, found.location) };
  }
  const createLink = /^\/me\/drive\/items\/([^/]+)\/createLink$/.exec(raw);
  if (createLink && req.method === 'POST') {
    const request = JSON.parse(body.toString('utf8') || '{}') as { type?: string; scope?: string };
    if (!['view', 'edit', 'embed'].includes(request.type ?? '')) return bad('type must be view, edit or embed');
    if (request.scope !== undefined && !['anonymous', 'organization', 'users'].includes(request.scope)) {
      return bad('scope must be anonymous, organization or users');
    }
    const id = decodeURIComponent(createLink[1]);
    if (!fake.documents.some((d) => d.id === id)) {
      return { status: 404, body: { error: { code: 'itemNotFound', message: 'Item not found' } } };
    }
    return {
      status: 201,
      body: {
        id: `perm-${id}`,
        roles: ['read'],
        link: { type: request.type, scope: request.scope, webUrl: `https://onedrive.example.test/s/${id}` },
      },
    };
  }
  if (raw === '/me/drive' && req.method === 'GET') {
    return {
      status: 200,
      body: { id: 'drive-1', driveType: 'business', owner: { user: { displayName: 'Drive Owner' } } },
    };
  }
  return { status: 404, body: { error: { code: 'itemNotFound', message: `no route ${req.method} ${raw}` } } };
}

function driveItem(fake: FakeProvider, id: string, name: string, folder: string) {
  const path = [folder, name].filter(Boolean).join('/');
  return {
    id,
    name,
    webUrl: `https://onedrive.example.test/${path.split('/').map(encodeURIComponent).join('/')}`,
    parentReference: { path: `/drive/root:${folder ? `/${folder}` : ''}` },
    file: { mimeType: fake.documents.find((d) => d.id === id)?.contentType },
  };
}
