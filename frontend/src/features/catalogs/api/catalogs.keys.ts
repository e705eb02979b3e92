/** Query keys of the catalog administration: every catalogs call reads or invalidates these. */
export const catalogsKeys = {
  all: (tenancy: string) => ['catalogs', tenancy] as const,
  list: (tenancy: string) => ['catalogs', tenancy, 'list'] as const,
  snapshots: (tenancy: string, catalogId: string) => ['catalogs', tenancy, 'snapshots', catalogId] as const,
  itemTypes: (tenancy: string) => ['catalogs', tenancy, 'item-types'] as const,
  itemModel: (tenancy: string, typeId: string) => ['catalogs', tenancy, 'item-model', typeId] as const,
  globals: (tenancy: string, catalogId: string) => ['catalogs', tenancy, 'globals', catalogId] as const,
  groups: (tenancy: string) => ['catalogs', tenancy, 'groups'] as const,
};
