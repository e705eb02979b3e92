import type { RecordedEvent } from '@app/event-schemas';
import type { ProjectionRunner } from '@app/projections';
import type { EventStore } from '@app/storage';
import { CommandBus } from '@nestjs/cqrs';
import type { TestApp } from '../../testing/test-app';
import { EVENT_STORE, PROJECTION_RUNNER } from '../../shared/storage/tokens';
import { CreateUserCommand, type NewUser } from '../../users/create-user/create-user.command';

export interface Hop {
  status: number;
  url: string;
  location: string | null;
}

/** The oauth_nonce cookie the application set, as a browser would send it back ('' when none). */
export function cookieFrom(response: Response): string {
  const set = response.headers.getSetCookie().find((line) => line.startsWith('oauth_nonce='));
  return set ? set.split(';')[0] : '';
}

/**
 * Follows redirects as a browser would, one by one (fetch with redirect: 'manual'), keeping the
 * application's cookie, until a page that is neither the application's auth routes nor the provider:
 * the frontend address the flow ends on.
 */
export async function followSignIn(startUrl: string, maxHops = 6): Promise<{ hops: Hop[]; final: URL }> {
  const hops: Hop[] = [];
  const appOrigin = new URL(startUrl).origin;
  let cookie = '';
  let url = startUrl;
  for (let i = 0; i < maxHops; i++) {
    const headers: Record<string, string> = new URL(url).origin === appOrigin && cookie ? { cookie } : {};
    const response = await fetch(url, { redirect: 'manual', headers });
    if (new URL(url).origin === appOrigin) cookie = cookieFrom(response) || cookie;
    const location = response.headers.get('location');
    hops.push({ status: response.status, url, location });
    if (response.status !== 302 || !location) {
      throw new Error(`flow stopped at ${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    }
    await response.arrayBuffer().catch(() => undefined);
    const next = new URL(location, url);
    if (!/\/(authorize|callback)$|\/api\/auth\/|\/oauth\//.test(next.pathname)) return { hops, final: next };
    url = next.toString();
  }
  throw new Error(`more than ${maxHops} redirects: ${hops.map((hop) => hop.url).join(' -> ')}`);
}

/** The start of a flow only: the provider's authorize address and the browser's cookie. */
export async function startSignIn(startUrl: string): Promise<{ authorize: URL; cookie: string }> {
  const response = await fetch(startUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`no redirect: ${response.status} ${await response.text()}`);
  return { authorize: new URL(location), cookie: cookieFrom(response) };
}

/** The callback address the provider would send the browser to (the mock approves at once). */
export async function callbackFromProvider(authorize: URL): Promise<URL> {
  const response = await fetch(authorize, { redirect: 'manual' });
  return new URL(response.headers.get('location') ?? '');
}

export function decodeT(final: URL): { token: string; refreshToken: string } {
  const t = final.searchParams.get('t');
  if (!t) throw new Error(`no t in ${final.toString()}`);
  return JSON.parse(Buffer.from(t, 'base64').toString('utf8')) as { token: string; refreshToken: string };
}

export async function createUser(app: TestApp, tenant: string, user: Partial<NewUser> & { mail: string }) {
  const result = await app.app
    .get(CommandBus)
    .execute(
      new CreateUserCommand(
        tenant,
        { name: 'Someone', isAdmin: false, isExternal: false, type: 'default', ...user },
        null,
      ),
    );
  await settle(app, result.position);
  return result.userId;
}

export const settle = (app: TestApp, position: number) =>
  app.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(position, 5000);

export const store = (app: TestApp) => app.app.get<EventStore>(EVENT_STORE);

export async function eventsOf(app: TestApp, stream: string): Promise<RecordedEvent[]> {
  return store(app).readStream(stream);
}

export async function isAuth(app: TestApp, tenant: string, token: string) {
  const response = await fetch(`${app.url}/${tenant}/api/isAuth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      isAuth?: boolean;
      user?: { mail: string; type: string; isAdmin: boolean; isExternal: boolean; _id: string };
    },
  };
}
