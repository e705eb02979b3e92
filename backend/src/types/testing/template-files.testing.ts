import type { EventStore, FileStore } from '@app/storage';
import type { ProjectionRunner } from '@app/projections';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { EVENT_STORE, FILE_STORE, PROJECTION_RUNNER } from '../../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../../testing/auth-testing';
import type { Env } from '../../shared/config/app-config';
import { operator, startTestApp, type TestApp } from '../../testing/test-app';
import { userWithToken } from '../../users/users.testing';
import { TemplateUploads } from '../template-uploads';
import type { Answer, Json } from './import-export.testing';

export type { Answer, Json };
export * from './template-samples';

/** The template editor's calls (001 §7) as the demo's administrator, on the real application. */
export interface TemplateFilesTestApp extends TestApp {
  store: EventStore;
  files: FileStore;
  uploads: TemplateUploads;
  /** Bearer tokens: the demo's administrator, and a demo user who is no administrator. */
  demo: string;
  plain: string;
  /** The demo administrator's user id. */
  demoUserId: string;
  /** A JSON call under /demo; the answer's body read back as JSON when it has one. */
  send(method: string, path: string, body?: unknown, token?: string): Promise<Answer>;
  /** POST /demo/upload/{typeId} with one file in the field `file`. */
  upload(typeId: string, name: string, bytes: Uint8Array, token?: string): Promise<Answer>;
  /** POST /demo/upload/{typeId}/compile once. */
  compile(typeId: string, body: unknown): Promise<Answer>;
  /** POST …/compile as the editor does, again while it answers 202 (here every 50 ms): every status, and the last answer. */
  compileUntilDone(typeId: string, body: unknown): Promise<{ statuses: number[]; last: Answer }>;
  /** Upload then compile to the end; a 201 upload expected. */
  uploadAndCompile(
    typeId: string,
    templateId: string,
    name: string,
    bytes: Uint8Array,
    extra?: Record<string, unknown>,
  ): Promise<Answer>;
  /** A GET of a file under /demo: status, headers and bytes. */
  download(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }>;
  /** A save of the designer's pending changes (POST /api/v2/types). */
  save(items: unknown[]): Promise<Answer>;
  /** Waits until the projections show this position. */
  caughtUp(position: number): Promise<void>;
  /** Turns a workspace add-on on or off through the operator API, and waits for the workspaces read model. */
  addon(name: string, enabled: boolean): Promise<void>;
}

export async function startTemplateFilesApp(extraEnv: Env = {}): Promise<TemplateFilesTestApp> {
  const t = await startTestApp(extraEnv);
  const signedIn = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
  const demo = signedIn.token;
  const plain = (await userWithToken(t.app, 'demo', { mail: 'plain@demo.test' })).token;
  const runner = t.app.get<ProjectionRunner>(PROJECTION_RUNNER);

  const send = async (method: string, path: string, body?: unknown, token = demo) => {
    const response = await fetch(`${t.url}/demo${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const upload = async (typeId: string, name: string, bytes: Uint8Array, token = demo) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${t.url}/demo/upload/${typeId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const compile = (typeId: string, body: unknown) => send('POST', `/upload/${typeId}/compile`, body);
  const compileUntilDone = async (typeId: string, body: unknown) => {
    const statuses: number[] = [];
    for (;;) {
      const answer = await compile(typeId, body);
      statuses.push(answer.status);
      if (answer.status !== 202) return { statuses, last: answer };
      expect(answer.body).toEqual({ status: 'compiling' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const uploadAndCompile = async (
    typeId: string,
    templateId: string,
    name: string,
    bytes: Uint8Array,
    extra: Record<string, unknown> = {},
  ) => {
    const uploaded = await upload(typeId, name, bytes);
    expect(uploaded.status).toBe(201);
    const { versionId, ext } = uploaded.body as { versionId: string; ext: string };
    return (await compileUntilDone(typeId, { templateId, versionId, ext, ...extra })).last;
  };
  const download = async (path: string) => {
    const response = await fetch(`${t.url}/demo${path}`, { headers: { authorization: `Bearer ${demo}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const caughtUp = (position: number) => runner.waitFor(position, 5000);
  const addon = async (name: string, enabled: boolean) => {
    const answer = await operator(`${t.url}/api/workspaces/demo/addons/${name}`, { method: 'PUT', body: { enabled } });
    expect(answer.status).toBe(200);
    await caughtUp(((await answer.json()) as Json).position);
  };

  return {
    ...t,
    store: t.app.get(EVENT_STORE),
    files: t.app.get(FILE_STORE),
    uploads: t.app.get(TemplateUploads),
    demo,
    plain,
    demoUserId: signedIn.user._id,
    send,
    upload,
    compile,
    compileUntilDone,
    uploadAndCompile,
    download,
    save: (items) => send('POST', '/api/v2/types', { items }),
    caughtUp,
    addon,
  };
}

/**
 * POST /demo/upload/{typeId} of a `size`-byte file, streamed a megabyte at a time so that the test never holds it
 * whole: the status the server answered (it may answer before the body is all sent, and cut the connection).
 */
export function uploadStream(t: TemplateFilesTestApp, typeId: string, size: number): Promise<Answer> {
  const boundary = 'template-files-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.docx"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${t.url}/demo/upload/${typeId}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.demo}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (data: Buffer) => chunks.push(data));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
        response.on('error', reject);
      },
    );
    let answered = false;
    request.on('response', () => (answered = true));
    // Once the server has refused the file it cuts the connection: what is left unsent is of no interest then.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.write(head);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', write);
      }
      request.end(tail);
    };
    write();
  });
}

/** A file's id in the file store: the SHA-256 of its bytes, in hex. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The template files specs' application, with the demo's Client and three templates of its own. */
export interface ClientTemplates {
  t: TemplateFilesTestApp;
  /** The demo's model Client. */
  clientId: string;
  /** Templates of the demo's Client, by name → id: Engagement (.docx), Intake (PDF form) and Memo (text). */
  templates: Record<string, string>;
  /** The compiled result saved on the template as the editor's pending update; answers the save. */
  saveOnTemplate(name: string, compiled: Json): Promise<{ position: number; versions: Record<string, number> }>;
}

/**
 * The template editor's server side (001 §2, §4, §7; issue 13 "Upload and compile", "Template profiles") over HTTP,
 * on real SQLite files and a real file-store folder. Small zip limits (2 MB unpacked) so that a zip bomb needs no
 * large file; the upload limit is the default 25 MB.
 */
export async function startClientTemplates(): Promise<ClientTemplates> {
  const t = await startTemplateFilesApp({ IMPORT_MAX_UNZIPPED_BYTES: String(2 * 1024 * 1024) });
  const templates: Record<string, string> = {};
  const list = (await t.send('GET', '/api/v2/types')).body as Json[];
  const clientId: string = list.find((element) => element.name === 'Client')._id;
  const saved = await t.save(
    ['Engagement', 'Intake', 'Memo'].map((name) => ({
      action: 'add',
      kind: 'template',
      parent: clientId,
      name,
      type: name === 'Intake' ? 'pdf' : name === 'Memo' ? 'text' : 'docx',
    })),
  );
  expect(saved.body).toMatchObject({ position: expect.any(Number) });
  const client = await t.send('GET', `/api/v2/types/model/${clientId}?minPosition=${saved.body.position}`);
  for (const template of client.body.templates as Json[]) templates[template.name] = template._id;

  const saveOnTemplate = async (name: string, compiled: Json) => {
    const { filepath, filename, filesize, user, date, fieldMap, fields, variables } = compiled;
    const set = fieldMap ? { fieldMap } : { fields, variables };
    const saved = await t.save([
      {
        action: 'update',
        kind: 'template',
        parent: clientId,
        _id: templates[name],
        filepath,
        filename,
        filesize,
        user,
        date,
        ...set,
      },
    ]);
    expect(saved.status).toBe(201);
    return saved.body as { position: number; versions: Record<string, number> };
  };

  return { t, clientId, templates, saveOnTemplate };
}
