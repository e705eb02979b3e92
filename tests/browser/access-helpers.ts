/** Helpers shared by the access browser tests (sign-in, registration, password, links, session). */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readOutbox } from '../../backend/src/shared/mail/read-outbox';
import { DEMO_ADMIN_PASSWORD, type Product } from './harness';

export const DEMO_ADMIN = 'admin@demo.test';
export { DEMO_ADMIN_PASSWORD };

/** The newest link of a mail sent to `to` whose URL contains `part`; waits for the mail up to 10 s. */
export async function mailedLink(product: Product, to: string, part: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await readOutbox(join(product.dataDir, 'outbox'));
    const url = mails
      .filter((mail) => mail.to === to)
      .at(-1)
      ?.links.map((link) => link.url)
      .find((u) => u.includes(part));
    if (url) return url;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with a link containing ${part}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Opens /{workspace}/login and the e-mail form, as a person clicking 'Sign in with email'. */
export async function openEmailForm(page: Page, product: Product, workspace: string): Promise<void> {
  await page.goto(`${product.url}/${workspace}/login`);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^SIGN IN TO / }).click();
}

/** The text of the visible toasts. */
export function toast(page: Page, text: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** Signs in through the API and answers the access token (for admin calls such as creating a link). */
export async function apiSignIn(product: Product, workspace: string, email: string, password: string) {
  const response = await fetch(`${product.url}/${workspace}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password }, visitorId: 'browser-test' }),
  });
  const body = (await response.json()) as { token?: string; message?: string };
  if (!response.ok || !body.token) throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  return body.token;
}
