/**
 * The designer's vocabulary as the server answers it (001 §3, backend/src/types/element-views.ts): elements
 * (models, tables, queries) and their members (variables, formulas, templates, apps, layouts).
 */
export const ELEMENT_KINDS = ['model', 'table', 'query'] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

export const MEMBER_KINDS = ['variable', 'formula', 'template', 'app', 'layout'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** A member of an element: its id and name, and whatever properties its kind has (001 §3 Member). */
export interface Member {
  _id: string;
  name: string;
  [property: string]: unknown;
}

/** An element in the designer's lists (GET /api/v2/types). */
export interface ElementListItem {
  _id: string;
  name: string;
  kind: ElementKind;
  type: 'object' | 'table' | 'query';
  version: number;
}

/** Where each kind of member sits in an element's view; variables are `properties` (001 §3). */
export const MEMBER_LISTS = {
  variable: 'properties',
  formula: 'formulas',
  template: 'templates',
  app: 'apps',
  layout: 'layouts',
} as const satisfies Record<MemberKind, string>;
export type MemberListKey = (typeof MEMBER_LISTS)[MemberKind];

/** An element as the designer opens it (GET /api/v2/types/{kind}/{id}). */
export type ElementView = ElementListItem & {
  [property: string]: unknown;
} & Record<MemberListKey, Member[]>;

export const membersOf = (element: ElementView, kind: MemberKind): Member[] => element[MEMBER_LISTS[kind]] ?? [];
