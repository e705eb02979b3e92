import type { ProjectionRunner } from '@app/projections';
import type { EventStore } from '@app/storage';
import { SessionTokens } from '../auth';
import { findUserByMail } from '../users';
import { WorkspaceProvisioning } from '../provisioning/provision-workspace';
import { EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '../shared/storage/tokens';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CreateUserCommand } from '../users';
import { CommandBus } from '@nestjs/cqrs';

/** Answers are checked field by field with expect(), which is where their shape is asserted. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonAnswer = any;

export const AUTH_SECRET = 'links-e2e-secret-of-at-least-32-characters';

export interface LinksTestApp extends TestApp {
  store: EventStore;
  /** Access tokens of the demo administrator, of a demo ordinary user and of the administrator of workspace `other`. */
  adminToken: string;
  userToken: string;
  otherAdminToken: string;
  call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: JsonAnswer }>;
  head(): Promise<number>;
}

/** The real app, plus tokens issued by the real token service (sign-in itself is tested with the auth context). */
export async function startLinksApp(): Promise<LinksTestApp> {
  const t = await startTestApp({ AUTH_SECRET, AUTH_RATE_LIMIT: '1000' });
  const store = t.app.get<EventStore>(EVENT_STORE);
  const tokens = t.app.get(SessionTokens);
  const provisioned = await t.app.get(WorkspaceProvisioning).provision({
    name: 'other',
    settings: { label: 'Other' },
    admin: { mail: 'admin@other.test', password: 'other-admin-1' },
  });
  const user = await t.app
    .get(CommandBus)
    .execute(
      new CreateUserCommand(
        'demo',
        { name: 'Uma', mail: 'uma@demo.test', isAdmin: false, isExternal: false, type: 'default' },
        null,
      ),
    );
  await t.app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(await store.headPosition(), 5000);
  const demoAdmin = await findUserByMail(t.app.get(READ_MODELS), 'demo', 'admin@demo.test');
  const issue = async (tenant: string, userId: string, isAdmin: boolean) =>
    (await tokens.issue(tenant, { userId, isAdmin, isExternal: false }, { method: 'password' })).token;
  const adminToken = await issue('demo', demoAdmin!._id, true);
  const userToken = await issue('demo', user.userId, false);
  const otherAdminToken = await issue('other', provisioned.admin!.userId, true);

  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as JsonAnswer };
  };
  return { ...t, store, adminToken, userToken, otherAdminToken, call, head: () => store.headPosition() };
}

export const NEW_LINK_BODY = {
  userEmail: 'Bob@X.test',
  userName: 'Bob External',
  catalogName: 'Clients',
  recordId: '42',
  appName: 'Intake',
};
