import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The catalogs API (002 §4 Collections store, §7) over HTTP on real SQLite files, as the demo's administrator. */
export interface CatalogsTestApp extends TestApp {
  store: EventStore;
  /** The demo administrator's bearer token. */
  admin: string;
  /** A call under /{tenant}/api; the body read back as JSON. */
  call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    tenant?: string,
  ): Promise<{ status: number; body: Json }>;
  /** The list as it stands after a write at `position` (read-your-writes). */
  list(position: number, token?: string): Promise<Json[]>;
  /** Creates a catalog (a 201 expected). */
  create(body: unknown): Promise<{ obj: Json; position: number }>;
  /** Adds an element of the types context (a model unless told) and answers its id. */
  newModel(name: string, kind?: string): Promise<string>;
  /** Deletes every catalog of the demo workspace. */
  deleteAll(): Promise<void>;
}

export async function startCatalogsApp(): Promise<CatalogsTestApp> {
  const t = await startTestApp();
  const store = t.app.get<EventStore>(EVENT_STORE);
  const admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;

  const call = async (method: string, path: string, body?: unknown, token = admin, tenant = 'demo') => {
    const response = await fetch(`${t.url}/${tenant}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const list = async (position: number, token = admin) => {
    const response = await fetch(`${t.url}/demo/api/collections`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(position) },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Json[];
  };
  const create = async (body: unknown) => {
    const created = await call('POST', '/collections', body);
    expect(created).toMatchObject({ status: 201, body: { status: 'Done' } });
    return created.body as { obj: Json; position: number };
  };
  const newModel = async (name: string, kind = 'model') => {
    const saved = await call('POST', '/v2/types', { items: [{ action: 'add', kind, name }] });
    expect(saved.status).toBe(201);
    return saved.body.added[0]._id as string;
  };
  const deleteAll = async () => {
    for (const catalog of await list(await store.headPosition())) {
      expect((await call('DELETE', `/collections/${catalog._id}`)).status).toBe(200);
    }
  };

  return { ...t, store, admin, call, list, create, newModel, deleteAll };
}
