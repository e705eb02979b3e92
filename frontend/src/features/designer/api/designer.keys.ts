/** Query keys of the designer: every designer call reads or invalidates these. */
export const designerKeys = {
  all: (tenancy: string) => ['designer', tenancy] as const,
  elements: (tenancy: string) => ['designer', tenancy, 'elements'] as const,
  element: (tenancy: string, elementId: string) => ['designer', tenancy, 'element', elementId] as const,
  history: (tenancy: string, elementId: string) => ['designer', tenancy, 'history', elementId] as const,
  versions: (tenancy: string, elementId: string, page: number) =>
    ['designer', tenancy, 'history', elementId, 'versions', page] as const,
  version: (tenancy: string, elementId: string, version: number) =>
    ['designer', tenancy, 'history', elementId, 'version', version] as const,
  diff: (tenancy: string, elementId: string, from: number, to: number) =>
    ['designer', tenancy, 'history', elementId, 'diff', from, to] as const,
  deleted: (tenancy: string) => ['designer', tenancy, 'deleted'] as const,
  catalogs: (tenancy: string) => ['designer', tenancy, 'catalogs'] as const,
  queryProviders: (tenancy: string) => ['designer', tenancy, 'queries', 'providers'] as const,
  querySources: (tenancy: string, provider: string) => ['designer', tenancy, 'queries', provider, 'sources'] as const,
  queryDescriptor: (tenancy: string, provider: string, source: string) =>
    ['designer', tenancy, 'queries', provider, 'descriptor', source] as const,
  querySourceShape: (tenancy: string, provider: string, source: string) =>
    ['designer', tenancy, 'queries', provider, 'shape', source] as const,
};
