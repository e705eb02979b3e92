/**
 * Screen steps shared by the access browser tests (sign-in, registration, password, links, session): the
 * e-mail form, choosing a password, toasts, and what the application keeps in local storage.
 */
import type { Page } from 'playwright-core';
import { DEMO, DEMO_ADMIN, DEMO_ADMIN_PASSWORD, outboxOf } from './access-session';
import type { Product } from './harness';

export { DEMO, DEMO_ADMIN, DEMO_ADMIN_PASSWORD };
/** The name the demo administrator is shown with once signed in. */
export const DEMO_ADMIN_NAME = 'Demo administrator';

/** The newest link of a mail sent to `to` whose URL contains `part`; waits for the mail up to 10 s. */
export async function mailedLink(product: Product, to: string, part: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const url = (await outboxOf(product))
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
export async function openEmailForm(page: Page, product: Product, workspace = DEMO): Promise<void> {
  await page.goto(`${product.url}/${workspace}/login`);
  await page.getByRole('button', { name: 'Sign in with email' }).click();
}

/** Fills the e-mail sign-in form and presses its button ('SIGN IN TO {label}' unless told). */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  button: string | RegExp = /^SIGN IN TO /,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: button }).click();
}

/** Waits until the signed-in screen shows the person's name. */
export async function waitForSignedIn(page: Page, name = DEMO_ADMIN_NAME): Promise<void> {
  await page.getByText(name).first().waitFor({ timeout: 10_000 });
}

/** The demo administrator signs in through the e-mail form of the demo workspace, as a person would. */
export async function signInAsDemoAdmin(page: Page, product: Product): Promise<void> {
  await openEmailForm(page, product);
  await signInThroughForm(page, DEMO_ADMIN, DEMO_ADMIN_PASSWORD);
  await waitForSignedIn(page);
}

/** Fills the Password and Confirm Password fields of a screen and presses its button. */
export async function choosePassword(page: Page, password: string, confirm = password, button = 'Save') {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: button }).click();
}

/** The text of the visible toasts. */
export function toast(page: Page, text: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

/** The access tokens the application keeps, by workspace. */
export function storedTokens(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('tokens') ?? '{}') as Record<string, string>);
}
