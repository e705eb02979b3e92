import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { useProductInBrowser } from './browser-suite';
import { api, ROOT, type Product, type StartOptions } from './harness';
import { catalogRecords } from './records-helpers';

/** What the interview and documents specs share: their setup, opening an interview, answering, the save state. */

export const SHOTS = join(ROOT, 'test-results', 'screenshots');

/** Full-page screenshots named `{prefix}-{name}.png` in test-results/screenshots, to look at. */
export const screenshots = (prefix: string) => (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${prefix}-${name}.png`), fullPage: true });

/** A layout cell: a question (or, with kind 'static', a text) at a column offset, spanning columns. */
export const cell = (id: string, content: string, offset = 0, span = 1, kind = 'question') => ({
  id,
  class: kind,
  content,
  offset,
  span,
});

/** The interview screen's title (the workspace header has an h1 of its own). */
export const screenTitle = (page: Page) => page.locator('#interview-screen-title');

export const saveState = (page: Page) => page.getByTestId('save-state');

/** Waits until the save state says everything is saved ("Saved 14:02"). */
export const savedState = (page: Page) =>
  saveState(page)
    .getByText(/^Saved \d\d:\d\d$/)
    .waitFor({ timeout: 10_000 });

/** Answers a one-line question by its label and leaves the field, which commits the answer. */
export async function answer(page: Page, label: string | RegExp, value: string): Promise<void> {
  await page.getByLabel(label).fill(value);
  await page.getByLabel(label).blur();
}

/** Opens the interview at `path`, signed in as `session`, once its screen `screen` shows. */
export async function openInterview(page: Page, product: Product, session: ApiSession, path: string, screen: string) {
  await openSignedIn(page, product, session, path);
  await screenTitle(page).getByText(screen).waitFor({ timeout: 15_000 });
}

/**
 * The product for one catalog's interviews: the demo administrator builds the model (`build` answers its id) and
 * creates the catalog; the specs create and read its records through the API as that administrator. `start` adds
 * to how the product starts (its environment, such as the address of a fake provider).
 */
export function useCatalogInBrowser(
  catalog: string,
  build: (product: Product, admin: ApiSession) => Promise<string>,
  start: StartOptions = {},
) {
  let signedIn: ApiSession | undefined;
  const app = useProductInBrowser({
    ...start,
    prepare: async (product) => {
      signedIn = await signInDemoAdminByApi(product);
      const model = await build(product, signedIn);
      await api(product, 'POST', `/${DEMO}/api/collections`, { name: catalog, type: model }, signedIn.token);
    },
  });
  const admin = () => {
    if (!signedIn) throw new Error('the product is not prepared yet');
    return signedIn;
  };
  const records = catalogRecords(() => app.product, admin, catalog);
  return { app, admin, createRecord: records.create, readRecord: records.read };
}

/** A catalog of `model` with options for its apps (such as External access), made as the administrator. */
export async function addCatalogWithOptions(
  product: Product,
  admin: ApiSession,
  name: string,
  model: string,
  appOptions: Record<string, unknown>[],
): Promise<void> {
  await api(product, 'POST', `/${DEMO}/api/collections`, { name, type: model }, admin.token);
  const catalogs = await api<{ _id: string; name: string }[]>(
    product,
    'GET',
    `/${DEMO}/api/collections`,
    undefined,
    admin.token,
  );
  const made = catalogs.find((each) => each.name === name)!;
  await api(product, 'PUT', `/${DEMO}/api/collections`, { collections: [{ _id: made._id, appOptions }] }, admin.token);
}
