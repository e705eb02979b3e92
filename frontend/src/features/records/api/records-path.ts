/** The base of a catalog's records calls: /api/collections/{catalog} (name or id). */
export const recordsPath = (catalog: string) => `/api/collections/${encodeURIComponent(catalog)}`;
