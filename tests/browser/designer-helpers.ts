import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { api, ROOT, type Product, type StartOptions } from './harness';
import { DEMO, eventually, openSignedIn, signInDemoAdminByApi, type ApiSession } from './access-session';
import { useProductInBrowser, type ProductInBrowser } from './browser-suite';

/** An element as the designer API lists it. */
export interface ElementItem {
  _id: string;
  name: string;
  kind: string;
  version: number;
}

export interface ElementBody extends ElementItem {
  [key: string]: unknown;
  properties: { _id: string; name: string; [key: string]: unknown }[];
  formulas: { _id: string; name: string; [key: string]: unknown }[];
  templates: { _id: string; name: string; [key: string]: unknown }[];
  apps: { _id: string; name: string; [key: string]: unknown }[];
}

/** What the variable editor (and a revert's preview) warns of when a variable's name or type changes. */
export const VARIABLE_DATA_LOSS =
  "Changes to a variable's name or type can cause data loss because the changes are not applied to existing records.";

export interface DesignerInBrowser extends ProductInBrowser {
  /** The demo administrator's session, obtained through the API; only inside tests and hooks. */
  readonly admin: ApiSession;
}

export interface DesignerInBrowserOptions extends StartOptions {
  /** Runs once the product is up and the administrator signed in, for data every test of the block relies on. */
  prepare?: (product: Product, admin: ApiSession) => Promise<void>;
}

/**
 * The set-up of a designer describe block: useProductInBrowser, with the demo administrator signed in through the
 * API before `prepare` runs.
 */
export function useDesignerInBrowser({ prepare, ...start }: DesignerInBrowserOptions = {}): DesignerInBrowser {
  let admin: ApiSession | undefined;
  const app = useProductInBrowser({
    ...start,
    prepare: async (product) => {
      admin = await signInDemoAdminByApi(product);
      await prepare?.(product, admin);
    },
  });
  return {
    get product() {
      return app.product;
    },
    get session() {
      return app.session;
    },
    get admin() {
      if (admin === undefined) throw new Error('The administrator is not signed in: use it inside a test or a hook');
      return admin;
    },
    test: app.test,
  };
}

export const saveTypesByApi = (product: Product, admin: ApiSession, items: unknown[]) =>
  api<{ position: number; added: ElementItem[]; versions: Record<string, number> }>(
    product,
    'POST',
    `/${DEMO}/api/v2/types`,
    { items },
    admin.token,
  );

/** The demo's elements, as the designer API lists them. */
export const listElementsByApi = (product: Product, admin: ApiSession) =>
  api<ElementItem[]>(product, 'GET', `/${DEMO}/api/v2/types`, undefined, admin.token);

export async function elementByName(product: Product, admin: ApiSession, name: string): Promise<ElementBody> {
  const list = await listElementsByApi(product, admin);
  const item = list.find((element) => element.name === name);
  if (!item) throw new Error(`No element ${name}`);
  return api<ElementBody>(product, 'GET', `/${DEMO}/api/v2/types/${item.kind}/${item._id}`, undefined, admin.token);
}

/** Creates a model with text variables through the API; answers it as saved. */
export async function modelWithVariables(
  product: Product,
  admin: ApiSession,
  name: string,
  variables: string[],
): Promise<ElementBody> {
  const created = await saveTypesByApi(product, admin, [{ action: 'add', kind: 'model', name }]);
  const id = created.added[0]._id;
  if (variables.length > 0) {
    await saveTypesByApi(
      product,
      admin,
      variables.map((variable) => ({
        action: 'add',
        kind: 'variable',
        parent: id,
        name: variable,
        type: 'text',
        isList: false,
      })),
    );
  }
  return elementByName(product, admin, name);
}

/** Adds variables (single unless told) to a model through the API. */
export const addVariablesByApi = (
  product: Product,
  admin: ApiSession,
  model: ElementBody,
  variables: Record<string, unknown>[],
) =>
  saveTypesByApi(
    product,
    admin,
    variables.map((variable) => ({ action: 'add', kind: 'variable', parent: model._id, isList: false, ...variable })),
  );

/** A variable of a model as the server has it, once the save is visible: `check` passes on it. */
export const savedVariable = async (
  product: Product,
  admin: ApiSession,
  model: string,
  name: string,
  check: (variable: ElementBody['properties'][number]) => void,
) =>
  eventually(async () => {
    const element = await elementByName(product, admin, model);
    const variable = element.properties.find((candidate) => candidate.name === name);
    expect(variable).toBeDefined();
    check(variable!);
  });

/** Opens a designer route as the demo administrator and waits for the ELEMENTS panel. */
export async function openDesigner(page: Page, product: Product, admin: ApiSession, path = ''): Promise<void> {
  await openSignedIn(page, product, admin, `/${DEMO}/types/${path}`);
  await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 });
}

/** Creates a model with text variables through the API and opens the first in the variable editor. */
export async function openNewModelVariable(
  page: Page,
  product: Product,
  admin: ApiSession,
  name: string,
  variables: [string, ...string[]],
): Promise<void> {
  await modelWithVariables(product, admin, name, variables);
  await openDesigner(page, product, admin, `${name}/variables/${variables[0]}`);
}

/** The dialog open on the page. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** Picks an item of the menu above the list of elements. */
export async function elementsMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Elements menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Saves the pending changes with the header's button and waits until there are none left. */
export async function saveChanges(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save changes to types' }).click();
  await eventually(async () =>
    expect(await page.getByRole('button', { name: 'Save changes to types' }).count()).toBe(0),
  );
}

export const variableEditor = (page: Page) => page.getByTestId('variable-editor');

/** The TYPE select of the variable editor, or of the Add variable dialog. */
export const typeSelect = (scope: Page | Locator) => scope.getByLabel('TYPE', { exact: true });

/** The variable editor's STYLE select has `style` chosen, among exactly these options. */
export async function expectStyle(page: Page, style: string, options: string[]): Promise<void> {
  expect(await page.getByLabel('STYLE').inputValue()).toBe(style);
  expect(await page.getByLabel('STYLE').locator('option').allTextContents()).toEqual(options);
}

/**
 * Screenshots of an editor's states, for looking at: with SHOTS=1 set, `shot(page, name)` saves the whole page to
 * test-results/{folder}/{name}.png (at `viewport` when given); otherwise it does nothing.
 */
export const screenshotsIn =
  (folder: string, viewport?: { width: number; height: number }) =>
  async (page: Page, name: string): Promise<void> => {
    if (!process.env.SHOTS) return;
    const path = join(ROOT, 'test-results', folder);
    mkdirSync(path, { recursive: true });
    if (viewport) await page.setViewportSize(viewport);
    await page.screenshot({ path: join(path, `${name}.png`), fullPage: true });
  };
