import type { IncomingMessage } from 'node:http';
import { bad, FAKE_ND_CABINET, type Answer, type FakeProvider } from './fake-provider.types';

/** NetDocuments REST v1: multipart upload to a cabinet or folder, document info, user info. */
export async function netDocuments(fake: FakeProvider, req: IncomingMessage, body: Buffer, url: URL): Promise<Answer> {
  const raw = url.pathname.slice('/api'.length);
  if (raw === '/v1/Document' && req.method === 'POST') {
    const contentType = String(req.headers['content-type'] ?? '');
    if (!contentType.startsWith('multipart/form-data')) return bad('multipart/form-data expected');
    const form = await new Request('http://fake/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    const file = form.get('file');
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    if (text('action') !== 'upload') return bad('action must be upload');
    if (!text('name') || !(file instanceof Blob)) return bad('name and file are required');
    const cabinet = text('cabinet');
    const destination = text('destination');
    if (!cabinet && !destination) return bad('cabinet or destination is required');
    if (cabinet && cabinet !== FAKE_ND_CABINET) return { status: 404, body: { error: 'Cabinet not found' } };
    let profile: { id: string; value: string }[] | undefined;
    if (form.has('profile')) {
      profile = JSON.parse(text('profile')) as { id: string; value: string }[];
      if (!Array.isArray(profile) || profile.some((p) => p.id === undefined || typeof p.value !== 'string')) {
        return bad('profile must be a JSON array of { id, value }');
      }
    }
    const id = `4821-${1000 + fake.documents.length}-0001`;
    const name = `${text('name')}${text('extension') ? `.${text('extension')}` : ''}`;
    fake.documents.push({
      id,
      name,
      bytes: Buffer.from(await file.arrayBuffer()),
      contentType: file.type,
      location: cabinet ? `cabinet/${cabinet}` : `folder/${destination}`,
      profile,
    });
    return { status: 200, body: { standardAttributes: { id, name: text('name'), extension: text('extension') } } };
  }
  const info = /^\/v1\/Document\/([^/]+)\/info$/.exec(raw);
  if (info && req.method === 'GET') {
    const document = fake.documents.find((d) => d.id === decodeURIComponent(info[1]));
    if (!document) return { status: 404, body: { error: 'Document not found' } };
    return { status: 200, body: { standardAttributes: { id: document.id, name: document.name } } };
  }
  if (raw === '/v1/User/info' && req.method === 'GET') {
    return { status: 200, body: { displayName: 'ND User', email: 'nd.user@example.test' } };
  }
  return { status: 404, body: { error: `no route ${req.method} ${raw}` } };
}
