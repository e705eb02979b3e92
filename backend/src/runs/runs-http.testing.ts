import { createHash } from 'node:crypto';
import { fromBufferPromise } from 'yauzl';
import type { Json } from '../records/records-api.testing';
import type { RunsTestApp } from './runs-assembly.testing';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A GET of a download under the server's root (`/{t}/download/…`), as the browser fetches it with its token. */
export async function download(t: RunsTestApp, url: string, token = t.admin) {
  const response = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/** A zip's entries in order, with their bytes. */
export async function unzip(bytes: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  const zip = await fromBufferPromise(bytes, { lazyEntries: true });
  const entries: { name: string; bytes: Buffer }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.push({ name: entry.fileName, bytes: Buffer.concat(chunks) });
  }
  return entries;
}

/** Finishes the app on the record at `version` (contract §3). */
export const finish = (t: RunsTestApp, recordId: string, app: string, body: Json, catalog = 'Customers') =>
  t.call('POST', `/runs/${encodeURIComponent(catalog)}/${recordId}/${encodeURIComponent(app)}/finish`, body);

/** The app result (contract §4), read after `position`, polled until its status is no longer In Progress. */
export async function settledResult(t: RunsTestApp, recordId: string, app: string, position: number): Promise<Json> {
  const path = `/collections/Customers/items/${recordId}/${encodeURIComponent(app)}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const result = await t.read(path, position);
    if (result.status !== 200) throw new Error(`GET ${path}: ${result.status} ${JSON.stringify(result.body)}`);
    if (result.body.status !== 'In Progress' || Date.now() > deadline) return result.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
