import { DEMO, type ApiSession } from './access-session';
import { api, type Product } from './harness';

/**
 * A model of the demo workspace whose records are named by their first variable (its key, the RECORDS column),
 * and catalogs holding its records: the setup the records specs start from. Answers the model's id.
 */
export async function addKeyedModelWithCatalogs(
  product: Product,
  admin: ApiSession,
  model: string,
  variables: readonly [name: string, type: string][],
  catalogs: readonly string[],
): Promise<string> {
  const save = (items: unknown[]) =>
    api<{ added: { _id: string }[] }>(product, 'POST', `/${DEMO}/api/v2/types`, { items }, admin.token);
  const modelId = (await save([{ action: 'add', kind: 'model', name: model }])).added[0]._id;
  await save([
    ...variables.map(([name, type]) => ({ action: 'add', kind: 'variable', parent: modelId, name, type })),
    { action: 'update', kind: 'model', _id: modelId, key: variables[0][0] },
  ]);
  for (const name of catalogs) {
    await api(product, 'POST', `/${DEMO}/api/collections`, { name, type: modelId }, admin.token);
  }
  return modelId;
}

/** A record as the records API answers it. */
export interface RecordJson {
  _id: string;
  name: string;
  version: number;
  values: Record<string, unknown>;
}

/** Creating and reading records of one catalog through the API, as `admin` (the specs' setup and checks). */
export function catalogRecords(product: () => Product, admin: () => ApiSession, catalog: string) {
  const items = () => `/${DEMO}/api/collections/${encodeURIComponent(catalog)}/items`;
  return {
    create: (values: Record<string, unknown>) =>
      api<RecordJson>(product(), 'POST', items(), { nextValues: values }, admin().token),
    read: (id: string) => api<RecordJson>(product(), 'GET', `${items()}/${id}`, undefined, admin().token),
  };
}
