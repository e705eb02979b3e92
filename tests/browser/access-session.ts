/**
 * Helpers of the access browser tests (users screen, terms, route gating, user menu): a session obtained
 * through the API and placed where the application keeps it, and passwords set through the e-mailed link.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readOutbox } from '../../backend/src/shared/mail/read-outbox';
import { DEMO_ADMIN_PASSWORD, type Product } from './harness';

export const DEMO = 'demo';
export const DEMO_ADMIN = 'admin@demo.test';
export { DEMO_ADMIN_PASSWORD };

export interface ApiSession {
  token: string;
  refreshToken?: string;
  visitorId: string;
  user: { _id: string; name: string; mail: string; isAdmin: boolean; lastAccepted?: string };
}

async function call<T>(product: Product, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export function api<T>(product: Product, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return call<T>(product, method, path, body, token);
}

/** Signs in through POST /{t}/api/auth/signin, as the sign-in form would. */
export async function signInByApi(product: Product, email: string, password: string, workspace = DEMO) {
  const visitorId = `browser-test-${Math.random().toString(36).slice(2)}`;
  const answer = await call<Omit<ApiSession, 'visitorId'>>(product, 'POST', `/${workspace}/api/auth/signin`, {
    user: { email, password },
    visitorId,
  });
  return { ...answer, visitorId };
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
  await call(product, 'POST', `/${workspace}/api/users/reset`, {
    email,
    backLink: `${product.url}/${workspace}/login`,
  });
  const mail = await waitForMail(product, email, seen);
  const link = mail.links.map((l) => new URL(l.url)).find((u) => u.searchParams.has('t'));
  if (!link)
    throw new Error(`The mail to ${email} has no link with a token: ${mail.links.map((l) => l.url).join(', ')}`);
  await call(product, 'POST', `/${workspace}/api/users/password`, { token: link.searchParams.get('t'), password });
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
