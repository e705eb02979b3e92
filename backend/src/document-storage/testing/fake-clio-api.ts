import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clioRecords } from './fake-clio-records';
import { bad, FAKE_CLIO_MATTER, type Answer, type FakeProvider, type PendingDocument } from './fake-provider.types';

/**
 * Clio Manage API v4: create a document (in a matter or one of its folders), its pre-signed PUT, fully_uploaded,
 * download, who_am_i; matters, contacts and folders (fake-clio-records.ts).
 */
export function clio(
  fake: FakeProvider,
  pending: Map<string, PendingDocument>,
  req: IncomingMessage,
  body: Buffer,
  url: URL,
): Answer {
  const raw = url.pathname.slice('/api'.length);
  if (raw === '/documents.json' && req.method === 'POST') {
    const fields = url.searchParams.get('fields') ?? '';
    if (!/latest_document_version\{[^}]*put_url[^}]*\}/.test(fields) || !fields.includes('uuid')) {
      return bad('fields must ask for latest_document_version{uuid,put_url,put_headers}');
    }
    const { data } = JSON.parse(body.toString('utf8') || '{}') as {
      data?: { name?: string; parent?: { id?: unknown; type?: string } };
    };
    if (!data?.name || typeof data.parent?.id !== 'number' || !['Matter', 'Folder'].includes(data.parent.type ?? '')) {
      return bad('data.name and data.parent { id: number, type: Matter | Folder } are required');
    }
    if (data.parent.type === 'Matter' && data.parent.id !== FAKE_CLIO_MATTER) {
      return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Matter not found' } } };
    }
    const folder = data.parent.type === 'Folder' ? fake.clio.folders.find((f) => f.id === data.parent?.id) : null;
    if (data.parent.type === 'Folder' && !folder) {
      return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Folder not found' } } };
    }
    const id = String(1000 + pending.size);
    const uuid = randomUUID();
    pending.set(id, {
      id,
      uuid,
      name: data.name,
      bytes: Buffer.alloc(0),
      contentType: '',
      location: folder ? `Matter/${folder.matterId}/${folder.path}` : `Matter/${data.parent.id}`,
    });
    return {
      status: 201,
      body: {
        data: {
          id: Number(id),
          latest_document_version: {
            uuid,
            put_url: `${fake.url}/s3/${uuid}?X-Amz-Signature=fake`,
            put_headers: [
              { name: 'x-amz-server-side-encryption', value: 'AES256' },
              { name: 'Content-Type', value: 'application/octet-stream' },
            ],
          },
        },
      },
    };
  }
  const patch = /^\/documents\/(\d+)\.json$/.exec(raw);
  if (patch && req.method === 'PATCH') {
    const document = pending.get(patch[1]);
    if (!document) return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Document not found' } } };
    const { data } = JSON.parse(body.toString('utf8') || '{}') as {
      data?: { uuid?: string; fully_uploaded?: boolean };
    };
    if (data?.uuid !== document.uuid || data?.fully_uploaded !== true)
      return bad('data { uuid, fully_uploaded: true } expected');
    if (!document.received) return bad('the version has no content yet');
    if (!fake.documents.includes(document)) fake.documents.push(document);
    return { status: 200, body: { data: { id: Number(document.id) } } };
  }
  const download = /^\/documents\/(\d+)\/download\.json$/.exec(raw);
  if (download && req.method === 'GET') {
    const document = fake.documents.find((d) => d.id === download[1]);
    if (!document) return { status: 404, body: { error: { type: 'RecordNotFound', message: 'Document not found' } } };
    return { status: 303, headers: { location: `${fake.url}/s3/${(document as { uuid?: string }).uuid}?download=1` } };
  }
  const records = clioRecords(fake.clio, req, body, url, raw);
  if (records) return records;
  if (raw === '/users/who_am_i.json' && req.method === 'GET') {
    return { status: 200, body: { data: { id: 7, name: 'Clio User' } } };
  }
  return { status: 404, body: { error: { type: 'RecordNotFound', message: `no route ${req.method} ${raw}` } } };
}

/** The storage behind Clio's pre-signed put_url: the exact put_headers, and no Clio bearer token. */
export function presignedStorage(
  fake: FakeProvider,
  pending: Map<string, PendingDocument>,
  req: IncomingMessage,
  body: Buffer,
  url: URL,
): Answer {
  if (fake.mode === 'down') return { status: 503 };
  const uuid = url.pathname.slice('/s3/'.length);
  const document = [...pending.values()].find((d) => d.uuid === uuid);
  if (!document) return { status: 404 };
  if (req.method === 'GET') return { status: 200 };
  if (req.method !== 'PUT') return { status: 405 };
  if (req.headers.authorization) return bad('a pre-signed URL takes no Authorization header');
  if (
    req.headers['x-amz-server-side-encryption'] !== 'AES256' ||
    req.headers['content-type'] !== 'application/octet-stream'
  ) {
    return { status: 403, body: { error: { message: 'SignatureDoesNotMatch' } } };
  }
  document.bytes = body;
  document.contentType = String(req.headers['content-type']);
  document.received = true;
  return { status: 200 };
}
