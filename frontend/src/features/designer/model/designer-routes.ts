import type { MemberKind } from './designer.types';

/**
 * 001 §2's designer routes: /{tenancy}/types/{typeName}/{tab}/{memberName}. The tab is properties (also spelled
 * variables), templates, formulas, apps or layouts; properties by default.
 */
export const TABS = ['properties', 'templates', 'formulas', 'apps', 'layouts'] as const;
export type DesignerTab = (typeof TABS)[number];

export const TAB_KIND: Record<DesignerTab, MemberKind> = {
  properties: 'variable',
  templates: 'template',
  formulas: 'formula',
  apps: 'app',
  layouts: 'layout',
};

export const TAB_LABEL: Record<DesignerTab, string> = {
  properties: 'Variables',
  templates: 'Templates',
  formulas: 'Formulas',
  apps: 'Apps',
  layouts: 'Layouts',
};

/** The tab a route names, `variables` read as `properties`; undefined for a tab that does not exist. */
export function tabOf(segment: string | undefined): DesignerTab | undefined {
  if (segment === undefined || segment === '') return 'properties';
  const tab = segment === 'variables' ? 'properties' : segment;
  return (TABS as readonly string[]).includes(tab) ? (tab as DesignerTab) : undefined;
}

/** The tab that lists a kind of member, as the add dialogs route to it (001 §2: …/variables/{name}). */
export const KIND_SEGMENT: Record<MemberKind, string> = {
  variable: 'variables',
  formula: 'formulas',
  template: 'templates',
  app: 'apps',
  layout: 'layouts',
};

const segment = (value: string) => encodeURIComponent(value);

export const designerPath = (tenancy: string, typeName?: string, tab?: string, memberName?: string): string => {
  let path = `/${tenancy}/types/`;
  if (typeName === undefined) return path;
  path += segment(typeName);
  if (tab === undefined) return path;
  path += `/${tab}`;
  return memberName === undefined ? path : `${path}/${segment(memberName)}`;
};
