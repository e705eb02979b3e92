/** The runs API's address of a global-info app: /api/runs/{catalog}/globals/{globalTarget}/{app}/{call}. */
export const globalInfoPath = (catalog: string, globalTarget: string, app: string, call: string) =>
  `/api/runs/${encodeURIComponent(catalog)}/globals/${encodeURIComponent(globalTarget)}/${encodeURIComponent(app)}/${call}`;
