import type { EventStore, FileStore } from '@app/storage';
import { Readable } from 'node:stream';
import { EVENT_STORE, FILE_STORE } from '../../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../../testing/auth-testing';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { userWithToken } from '../../users/users.testing';

/** An answer's body; the specs assert its shape with expect(), so it is not typed here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
}

export interface UploadPart {
  /** The form field; `file` unless told. */
  field?: string;
  name: string;
  bytes: Buffer;
}

/**
 * The application the export and import specs run against (001 §7; issue 12), with the stores they look into,
 * the bearer tokens of the demo's administrator (`demo`), the second workspace's administrator (`second`) and a
 * demo user who is no administrator (`plain`), and the HTTP calls they make.
 */
export interface ImportExportTestApp extends TestApp {
  store: EventStore;
  files: FileStore;
  demo: string;
  second: string;
  plain: string;
  /** A JSON request; the body is read back as JSON when there is one. */
  send(tenant: string, token: string, method: string, path: string, body?: unknown): Promise<Answer>;
  /** A GET after the projections reached `position` (read-your-writes through X-Min-Position). */
  read(tenant: string, token: string, path: string, position?: number): Promise<Answer>;
  /** A GET of a file: its status, headers and bytes. */
  download(tenant: string, token: string, path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }>;
  /** POST /upload/importModel as multipart/form-data with these parts. */
  upload(tenant: string, token: string, parts: UploadPart[]): Promise<Answer>;
  /** One file uploaded for import (a 201 expected); answers its url. */
  uploaded(tenant: string, token: string, name: string, bytes: Buffer): Promise<string>;
  /** POST /api/types/import of an uploaded file with this conflict logic. */
  importFile(tenant: string, token: string, url: string, logic: string): Promise<Answer>;
  /** A save of the demo's elements as its administrator (a 201 expected). */
  save(items: unknown[]): Promise<{ position: number; added: { _id: string; name: string }[] }>;
  /** The elements of a workspace as the designer lists them. */
  elements(tenant: string, token: string, position?: number): Promise<{ _id: string; name: string; kind: string }[]>;
  /** Every element's definition as the designer opens it, by name, its model references spelled `→{name}`. */
  definitionOf(tenant: string, token: string, position?: number): Promise<Record<string, Json>>;
}

/**
 * The real application with small import limits (256 KB uploads, 2 MB unpacked, so that the refusals need no large
 * files), a second workspace with an administrator, and a demo user who is no administrator.
 */
export async function startImportExportApp(): Promise<ImportExportTestApp> {
  const t = await startTestApp({
    IMPORT_MAX_BYTES: String(256 * 1024),
    IMPORT_MAX_UNZIPPED_BYTES: String(2 * 1024 * 1024),
  });

  const send = async (tenant: string, token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${t.url}/${tenant}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const read = async (tenant: string, token: string, path: string, position = 0) => {
    const response = await fetch(`${t.url}/${tenant}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const download = async (tenant: string, token: string, path: string) => {
    const response = await fetch(`${t.url}/${tenant}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const upload = async (tenant: string, token: string, parts: UploadPart[]) => {
    const form = new FormData();
    for (const part of parts) form.append(part.field ?? 'file', new Blob([new Uint8Array(part.bytes)]), part.name);
    const response = await fetch(`${t.url}/${tenant}/upload/importModel`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const uploaded = async (tenant: string, token: string, name: string, bytes: Buffer) => {
    const answer = await upload(tenant, token, [{ name, bytes }]);
    expect(answer.status).toBe(201);
    return answer.body.url as string;
  };
  const importFile = (tenant: string, token: string, url: string, logic: string) =>
    send(tenant, token, 'POST', '/api/types/import', { url, logic });
  const save = async (items: unknown[]) => {
    const saved = await send('demo', demo, 'POST', '/api/v2/types', { items });
    expect(saved.status).toBe(201);
    return saved.body as { position: number; added: { _id: string; name: string }[] };
  };
  const elements = async (tenant: string, token: string, position = 0) =>
    (await read(tenant, token, '/api/v2/types', position)).body as { _id: string; name: string; kind: string }[];
  const definitionOf = async (tenant: string, token: string, position = 0) => {
    const list = await elements(tenant, token, position);
    const nameOf = new Map(list.map((element) => [element._id, element.name]));
    const all: Record<string, Json> = {};
    for (const { _id, kind, name } of list) {
      const {
        _id: _ignored,
        version: _version,
        ...view
      } = (await read(tenant, token, `/api/v2/types/${kind}/${_id}`)).body as Json;
      for (const member of [...view.properties, ...view.formulas])
        if (typeof member.typeDef === 'string') member.typeDef = `→${nameOf.get(member.typeDef) ?? member.typeDef}`;
      all[name] = view;
    }
    return all;
  };

  const demo = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;
  expect(
    (
      await operator(`${t.url}/api/workspaces`, {
        method: 'POST',
        body: { name: 'second', settings: { label: 'Second' } },
      })
    ).status,
  ).toBe(201);
  const second = (await userWithToken(t.app, 'second', { mail: 'boss@second.test', isAdmin: true })).token;
  const plain = (await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' })).token;

  return {
    ...t,
    store: t.app.get(EVENT_STORE),
    files: t.app.get(FILE_STORE),
    demo,
    second,
    plain,
    send,
    read,
    download,
    upload,
    uploaded,
    importFile,
    save,
    elements,
    definitionOf,
  };
}

/**
 * The demo's Client, plus a model referring to it (Matter, with an object and a global of Client's type, and a
 * template with a file), and a table (Rates): what the specs export. Answers the position of the last save.
 */
export async function addMatterAndRates(t: ImportExportTestApp) {
  const templateFile = (await t.files.put(Readable.from([Buffer.from('a Word file, as the template editor keeps it')])))
    .id;
  const { added } = await t.save([
    { action: 'add', kind: 'model', name: 'Matter' },
    { action: 'add', kind: 'table', name: 'Rates' },
  ]);
  const client = (await t.elements('demo', t.demo)).find((element) => element.name === 'Client')!;
  const matter = added[0]._id;
  const saved = await t.save([
    {
      action: 'add',
      kind: 'variable',
      parent: matter,
      name: 'Party',
      type: 'object',
      typeName: 'Client',
      typeDef: client._id,
    },
    {
      action: 'add',
      kind: 'variable',
      parent: matter,
      name: 'Primary',
      type: 'global',
      typeName: 'Client',
      typeDef: client._id,
    },
    {
      action: 'add',
      kind: 'template',
      parent: matter,
      name: 'Engagement',
      type: 'docx',
      fileId: templateFile,
      filename: 'Engagement.docx',
    },
    { action: 'update', kind: 'model', _id: matter, summary: 'Matter {Party.FullName}' },
  ]);
  return { templateFile, client, position: saved.position };
}

/** addMatterAndRates, then the demo's export of every element (demo.zip, a 200 expected). */
export async function exportedDemo(t: ImportExportTestApp): Promise<{ exported: Buffer; templateFile: string }> {
  const { templateFile, position } = await addMatterAndRates(t);
  const all = await t.download('demo', t.demo, `/api/v2/types/exports?minPosition=${position}`);
  expect(all.status).toBe(200);
  return { exported: all.bytes, templateFile };
}
