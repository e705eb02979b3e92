import type { EventStore } from '@app/storage';
import { EVENT_STORE } from '../shared/storage/tokens';
import { DEMO_ADMIN, signIn } from '../testing/auth-testing';
import { startTestApp, type TestApp } from '../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/**
 * The queries API (001 §7) over HTTP on real SQLite files, as the demo's administrator: the demo's catalogs deleted,
 * a model Matter (Title, Fee, Opened, Closed, Stage, Brief) and its catalogs Matters (for everyone) and Archive.
 */
export interface QueriesTestApp extends TestApp {
  store: EventStore;
  /** The demo administrator's bearer token. */
  admin: string;
  /** The model Matter's id. */
  matterId: string;
  /** The position of the last write the next read waits for (read-your-writes). */
  position: number;
  /** A GET as it stands after the last write (read-your-writes). */
  get(path: string, token?: string): Promise<{ status: number; body: Json }>;
  /** A write as the administrator (a 2xx expected) that moves `position` to it; answers the body. */
  write(method: string, path: string, body: unknown): Promise<Json>;
}

export async function startQueriesApp(): Promise<QueriesTestApp> {
  const t = await startTestApp();
  const store = t.app.get<EventStore>(EVENT_STORE);
  const admin = (await signIn(t.url, 'demo', DEMO_ADMIN.mail, DEMO_ADMIN.password)).token;

  const get = async (path: string, token = admin) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-min-position': String(harness.position) },
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const write = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${t.url}/demo/api${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Json;
    expect(response.status).toBeLessThan(300);
    harness.position = Math.max(harness.position, answer.position ?? (await store.headPosition()));
    return answer;
  };
  const harness: QueriesTestApp = { ...t, store, admin, matterId: '', position: 0, get, write };

  harness.position = await store.headPosition();
  for (const catalog of (await get('/collections')).body as Json[]) {
    await write('DELETE', `/collections/${catalog._id}`, undefined);
  }
  const saved = await write('POST', '/v2/types', { items: [{ action: 'add', kind: 'model', name: 'Matter' }] });
  const matterId = saved.added[0]._id;
  harness.matterId = matterId;
  await write('POST', '/v2/types', {
    items: [
      { action: 'add', kind: 'variable', parent: matterId, name: 'Title', type: 'text', isList: false },
      { action: 'add', kind: 'variable', parent: matterId, name: 'Fee', type: 'number', isList: false },
      { action: 'add', kind: 'variable', parent: matterId, name: 'Opened', type: 'date', isList: false },
      { action: 'add', kind: 'variable', parent: matterId, name: 'Closed', type: 'checkbox', isList: false },
      {
        action: 'add',
        kind: 'variable',
        parent: matterId,
        name: 'Stage',
        type: 'selection',
        typeOfVariable: 'anOptionListedBelow',
        _options: '["Intake","Open","Closed"]',
      },
      { action: 'add', kind: 'variable', parent: matterId, name: 'Brief', type: 'file', isList: false },
    ],
  });
  await write('POST', '/collections', { name: 'Matters', type: matterId, isEveryone: true });
  await write('POST', '/collections', { name: 'Archive', type: matterId });
  return harness;
}
