/**
 * Helpers of the access browser tests (users screen, terms, route gating, user menu): a session obtained
 * through the API and placed where the application keeps it, and passwords set through the e-mailed link.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readOutbox } from '../../backend/src/shared/mail/read-outbox';
import { DEMO_ADMIN_PASSWORD, api, type Product } from './harness';

export const DEMO = 'demo';
export const DEMO_ADMIN = 'admin@demo.test';
export { DEMO_ADMIN_PASSWORD, api };

export interface ApiSession {
  token: string;
  refreshToken?: string;
  visitorId: string;
  user: { _id: string; name: string; mail: string; isAdmin: boolean; lastAccepted?: string };
}

/** Signs in through POST /{t}/api/auth/signin, as the sign-in form would. */
export async function signInByApi(product: Product, email: string, password: string, workspace = DEMO) {
  const visitorId = `browser-test-${Math.random().toString(36).slice(2)}`;
  const answer = await api<Omit<ApiSession, 'visitorId'>>(product, 'POST', `/${workspace}/api/auth/signin`, {
    user: { email, password },
    visitorId,
  });
  return { ...answer, visitorId };
}

export const signInDemoAdminByApi = (product: Product) => signInByApi(product, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);

/** Signs the demo administrator in through the API and opens `path` with that session; answers the session. */
export async function openAsDemoAdmin(page: Page, product: Product, path = `/${DEMO}/`): Promise<ApiSession> {
  const admin = await signInDemoAdminByApi(product);
  await openSignedIn(page, product, admin, path);
  return admin;
}

/**
 * Puts a session where the application looks for it (the tokens map, the refresh token next to it, the
 * visitorId), then opens `path`.
 */
export async function openSignedIn(page: Page, product: Product, session: ApiSession, path: string, workspace = DEMO) {
  await page.goto(`${product.url}/api/health`);
  await page.evaluate(
    ({ workspace, session }) => {
      const tokens: Record<string, string> = { [workspace]: session.token };
      if (session.refreshToken) tokens[`${workspace}#refresh`] = session.refreshToken;
      localStorage.setItem('tokens', JSON.stringify(tokens));
      localStorage.setItem('visitorId', session.visitorId);
    },
    { workspace, session },
  );
  await page.goto(`${product.url}${path}`);
}

/** Adds a plain (non-administrator, e-mail) user without a password, as the administrator. */
export function addUserByApi(product: Product, admin: ApiSession, name: string, mail: string, workspace = DEMO) {
  const user = { name, mail, isAdmin: false, pass: '', type: 'default' };
  return api(product, 'POST', `/${workspace}/api/users`, user, admin.token);
}

/** The users of a workspace, as the administrator sees them. */
export function listUsers<T = { mail: string }>(product: Product, admin: ApiSession, workspace = DEMO) {
  return api<T[]>(product, 'GET', `/${workspace}/api/users`, undefined, admin.token);
}

/** Whether the server still accepts a session's access token. */
export async function isAuth(product: Product, session: ApiSession, workspace = DEMO): Promise<boolean> {
  const answer = await api<{ isAuth: boolean }>(product, 'POST', `/${workspace}/api/isAuth/`, {
    token: session.token,
    visitorId: session.visitorId,
  });
  return answer.isAuth;
}

/**
 * The administrator creates a link for Erin External, who registers through it: answers her session (the
 * registration's answer, with a visitorId of its own).
 */
export async function registerExternalByLink(product: Product, admin: ApiSession): Promise<ApiSession> {
  const link = {
    userEmail: 'erin@client.test',
    userName: 'Erin External',
    catalogName: 'Matters',
    recordId: 'r1',
    appName: 'Letter',
  };
  const created = await api<{ link: { linkId: string } }>(product, 'POST', `/${DEMO}/api/links`, link, admin.token);
  const registered = await api<Omit<ApiSession, 'visitorId'>>(product, 'POST', `/${DEMO}/api/auth/registrationByLink`, {
    linkId: created.link.linkId,
    user: { email: link.userEmail, name: link.userName, pass: 'external-pass-1' },
  });
  return { ...registered, visitorId: 'browser-test-external' };
}

export const outboxOf = (product: Product) => readOutbox(join(product.dataDir, 'outbox'));

/** Waits for a mail to `to` that was not there before (`seen` files), and answers it. */
export async function waitForMail(product: Product, to: string, seen: readonly string[] = []) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await outboxOf(product)).filter((m) => m.to === to && !seen.includes(m.file)).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} within 10 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Gives an account a password through the forgot-password mail and its link, then signs in. */
export async function setPasswordAndSignIn(product: Product, email: string, password: string, workspace = DEMO) {
  const seen = (await outboxOf(product)).map((m) => m.file);
  await api(product, 'POST', `/${workspace}/api/users/reset`, {
    email,
    backLink: `/${workspace}/login`,
  });
  const mail = await waitForMail(product, email, seen);
  const link = mail.links.map((l) => new URL(l.url)).find((u) => u.searchParams.has('t'));
  if (!link)
    throw new Error(`The mail to ${email} has no link with a token: ${mail.links.map((l) => l.url).join(', ')}`);
  await api(product, 'POST', `/${workspace}/api/users/password`, { token: link.searchParams.get('t'), password });
  return signInByApi(product, email, password, workspace);
}

/** Retries an assertion until it passes or `timeout` ms have gone by (the screen updates asynchronously). */
export async function eventually(assertion: () => Promise<void>, timeout = 5_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
