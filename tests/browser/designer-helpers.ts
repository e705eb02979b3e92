import type { Page } from 'playwright-core';
import { api, type Product } from './harness';
import { DEMO, openSignedIn, type ApiSession } from './access-session';

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

export const saveTypesByApi = (product: Product, admin: ApiSession, items: unknown[]) =>
  api<{ position: number; added: ElementItem[]; versions: Record<string, number> }>(
    product,
    'POST',
    `/${DEMO}/api/v2/types`,
    { items },
    admin.token,
  );

export async function elementByName(product: Product, admin: ApiSession, name: string): Promise<ElementBody> {
  const list = await api<ElementItem[]>(product, 'GET', `/${DEMO}/api/v2/types`, undefined, admin.token);
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

/** Opens a designer route as the demo administrator and waits for the ELEMENTS panel. */
export async function openDesigner(page: Page, product: Product, admin: ApiSession, path = ''): Promise<void> {
  await openSignedIn(page, product, admin, `/${DEMO}/types/${path}`);
  await page.getByRole('heading', { name: 'ELEMENTS' }).waitFor({ timeout: 15_000 });
}
