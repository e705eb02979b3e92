import type { ElementKind, ElementListItem, Member } from './designer.types';

/** 001 §2: objects, tables, (collections,) then queries, each by lower-case name. */
const KIND_ORDER: Record<ElementKind, number> = { model: 0, table: 1, query: 2 };

export function orderElements(elements: readonly ElementListItem[]): ElementListItem[] {
  return [...elements].sort(
    (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  );
}

/** 001 §2: third-party elements are those whose names contain clio: or fv:. */
export const isThirdParty = (element: Pick<ElementListItem, 'name'>) => /clio:|fv:/i.test(element.name);

/** The integrations whose elements are third-party ones (001 §1 add-ons). */
export const thirdPartyIntegrationOn = (addons: readonly string[]) =>
  addons.includes('clio') || addons.includes('filevine');

export interface ElementFilter {
  search: string;
  showThirdParty: boolean;
}

export function visibleElements(elements: readonly ElementListItem[], filter: ElementFilter): ElementListItem[] {
  const search = filter.search.trim().toLowerCase();
  return orderElements(elements).filter(
    (element) =>
      (filter.showThirdParty || !isThirdParty(element)) && (!search || element.name.toLowerCase().includes(search)),
  );
}

/** 001 §2: members ordered by position when they have one, otherwise by lower-case name. */
export function orderMembers(members: readonly Member[]): Member[] {
  const hasPosition = members.some((member) => typeof member.position === 'number');
  return [...members].sort((a, b) =>
    hasPosition
      ? Number(a.position ?? Number.MAX_SAFE_INTEGER) - Number(b.position ?? Number.MAX_SAFE_INTEGER) ||
        a.name.toLowerCase().localeCompare(b.name.toLowerCase())
      : a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
  );
}

export const KIND_LABEL: Record<ElementKind, string> = { model: 'Model', table: 'Table', query: 'Query' };
export const KIND_GROUP: Record<ElementKind, string> = { model: 'Models', table: 'Tables', query: 'Queries' };
