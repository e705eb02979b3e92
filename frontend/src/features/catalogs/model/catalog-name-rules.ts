import { nameProblem } from '../../../lib/validation/element-name-rules';
import type { Catalog, ItemType } from './catalog.types';

/**
 * 002 §5's new catalog messages, verbatim, as the server gives them (backend/src/catalogs/catalog-rules.ts; kept in
 * step by tests/contracts/catalogs-contract.spec.ts), so the dialog says them as the administrator types.
 */
export const CATALOG_MESSAGES = {
  nameRequired: 'Please provide a name.',
  nameTooLong: 'Collection names cannot exceed 50 characters.',
  nameHasDollar: "Collection names cannot include the '$' character.",
  /** The element name rule's reason, without its final period, so the sentence ends once. */
  nameInvalid: (reason: string) => `Invalid: ${reason.replace(/\.$/, '')}.`,
  nameTaken: 'A collection by this name already exists.',
  newTypeExists: 'The new collection by this name already exists.',
  typeRequired: 'You must choose a type for items in the collection.',
} as const;

/** 002 §9. */
export const MAX_CATALOG_NAME_LENGTH = 50;

/** The type choice that makes a new model named after the catalog (002 §3 New catalog payload). */
export const NEW_TYPE = 'new';

/** 002 §5: an existing-model choice is a model or a table. */
export const itemTypeChoices = (types: readonly ItemType[]): ItemType[] =>
  types.filter((type) => type.kind === 'model' || type.kind === 'table');

/** The name's own rules (002 §5), in the server's order: required, length, '$', then the element name rule. */
export function catalogNameProblem(name: string): string | null {
  if (name.trim() === '') return CATALOG_MESSAGES.nameRequired;
  if (name.length > MAX_CATALOG_NAME_LENGTH) return CATALOG_MESSAGES.nameTooLong;
  if (name.includes('$')) return CATALOG_MESSAGES.nameHasDollar;
  const reason = nameProblem(name);
  return reason === null ? null : CATALOG_MESSAGES.nameInvalid(reason);
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export interface NewCatalogProblems {
  name: string | null;
  type: string | null;
}

/**
 * What the Add a new catalog dialog says (002 §5): under the name, its rules, then a catalog of that name (case
 * aside), then — with type 'new' — a model of that name; under the type, a missing choice.
 */
export function newCatalogProblems(
  draft: { name: string; type: string },
  catalogs: readonly Pick<Catalog, 'name'>[],
  types: readonly Pick<ItemType, 'name'>[],
): NewCatalogProblems {
  const nameRule = catalogNameProblem(draft.name);
  let name = nameRule;
  if (name === null && catalogs.some((catalog) => same(catalog.name, draft.name))) name = CATALOG_MESSAGES.nameTaken;
  if (name === null && draft.type === NEW_TYPE && types.some((type) => same(type.name, draft.name))) {
    name = CATALOG_MESSAGES.newTypeExists;
  }
  return { name, type: draft.type === '' ? CATALOG_MESSAGES.typeRequired : null };
}
