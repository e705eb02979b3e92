import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The catalog every records spec works in, and its items' path under /demo/api. */
export const catalog = 'Customers';
export const items = `/collections/${catalog}/items`;

/**
 * The records API (002 §7 Records, issue 14's versions) over HTTP on real SQLite files, as the demo's administrator:
 * a model Customer (Name, City, Age, Born, Active, Tier, Tags, Home of model Postal) and its catalog Customers.
 */
export interface RecordsTestApp extends TestApp {
  store: EventStore;
  /** The demo administrator's bearer token and user id. */
  admin: string;
  adminId: string;
  /** The model Customer's id. */
  modelId: string;
  /** The position of the last write the next read waits for (read-your-writes). */
  position: number;
  /** A call under /{tenant}/api; the body read back as JSON when it is, else kept as text. */
  call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    tenant?: string,
  ): Promise<{ status: number; body: Json; headers: Headers }>;
  /** A read that waits for a write's position (read-your-writes). */
  read(path: string, position: number, token?: string): Promise<{ status: number; body: Json }>;
  /** A save of the designer's pending changes (POST /api/v2/types), a 201 expected. */
  save(items: unknown[]): Promise<Json>;
  /** The catalog's items (GET, a 200 expected), once the last write is read. */
  list(query?: string, token?: string): Promise<Json[]>;
  /** Creates a record in the catalog (a 201 expected) and moves `position` to it. */
  createRecord(nextValues: Record<string, unknown>, token?: string): Promise<Json>;
  /** Saves a record's values (a 201 expected) and moves `position` to it. */
  update(id: string, nextValues: Record<string, unknown>, version?: number): Promise<Json>;
}

/** `extraEnv`: more of the environment (the runs specs aim the app at fake document providers). */
export async function startRecordsApp(extraEnv: Record<string, string> = {}): Promise<RecordsTestApp> {
  const t = await startTestApp(extraEnv);
  const store = t.app.get<EventStore>(EVENT_STORE);
  const signedIn = await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password);
  const admin = signedIn.token;

  const call = async (method: string, path: string, body?: unknown, token = admin, tenant = 'demo') => {
    const response = await fetch(`${t.url}/${tenant}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Json = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // a download: kept as text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const read = async (path: string, position: number, token = admin) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const save = async (items: unknown[]) => {
    const saved = await call('POST', '/v2/types', { items });
    expect([saved.status, saved.body.message]).toEqual([201, undefined]);
    return saved.body;
  };

  const created = await save([{ action: 'add', kind: 'model', name: 'Customer' }]);
  const modelId: string = created.added[0]._id;
  const address = (await save([{ action: 'add', kind: 'model', name: 'Postal' }])).added[0]._id;
  await save([
    { action: 'add', kind: 'variable', parent: address, name: 'City', type: 'text' },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Name', type: 'text' },
    { action: 'add', kind: 'variable', parent: modelId, name: 'City', type: 'text' },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Age', type: 'number' },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Born', type: 'date' },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Active', type: 'checkbox' },
    {
      action: 'add',
      kind: 'variable',
      parent: modelId,
      name: 'Tier',
      type: 'selection',
      _options: '["Gold","Silver"]',
    },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Tags', type: 'text', isList: true },
    { action: 'add', kind: 'variable', parent: modelId, name: 'Home', type: 'object', typeDef: address },
  ]);
  const summary = await save([
    { action: 'update', kind: 'model', _id: modelId, summary: '{[Name]} of {[City]}', key: 'Name' },
  ]);
  const made = await call('POST', '/collections', { name: catalog, type: modelId });
  expect(made.status).toBe(201);
  const me = await call('GET', '/users');
  const adminId = (me.body as Json[]).find((user) => user.mail === DEMO_ADMIN.mail)?._id;
  expect(adminId).toEqual(expect.any(String));

  const harness: RecordsTestApp = {
    ...t,
    store,
    admin,
    adminId,
    modelId,
    position: Math.max(summary.position, made.body.position),
    call,
    read,
    save,
    list: async (query = '', token = admin) => {
      const answer = await read(`${items}${query ? `?${query}` : ''}`, harness.position, token);
      expect(answer.status).toBe(200);
      return answer.body as Json[];
    },
    createRecord: async (nextValues, token = admin) => {
      const created = await call('POST', items, { nextValues }, token);
      expect(created.status).toBe(201);
      harness.position = created.body.position;
      return created.body;
    },
    update: async (id, nextValues, version) => {
      const saved = await call('POST', `${items}/${id}`, { nextValues, ...(version ? { version } : {}) });
      expect(saved.status).toBe(201);
      harness.position = saved.body.position;
      return saved.body;
    },
  };
  return harness;
}
