/**
 * The variable browser's nested path list (001 §2 Variable browser panel, §9): an element's variables, formulas
 * and templates, the members of the models their object, global and selection members refer to (expanded to
 * depth 3; searched to depth 5, or 2 in an element of more than 100 properties), and the field each one inserts
 * into a template.
 *
 * Models are loaded as the author expands rows or searches: the functions here read the ones loaded so far (the
 * library) and say which others they need (`wanted`), so the panel can fetch them and ask again.
 */
import type { ElementKind, ElementListItem, ElementView, Member } from './designer.types';

export const TREE_DEPTH = 3;
export const SEARCH_DEPTH = 5;
export const LARGE_ELEMENT_SEARCH_DEPTH = 2;
export const LARGE_ELEMENT_PROPERTIES = 100;
/**
 * Most search index rows kept. Models referring to each other multiply the paths at every level (ten object
 * variables five levels deep are 100 000 paths); past this the deepest ones are left out rather than the browser
 * stalling on each keystroke.
 */
export const SEARCH_INDEX_LIMIT = 5000;
/** 001 §2: lists inserted in add-in mode get this punctuation. */
export const LIST_PUNCTUATION = '1, 2, and 3';

export type PathKind = 'variable' | 'formula' | 'template';

export interface BrowserFilters {
  variables: boolean;
  templates: boolean;
  formulas: boolean;
  global: boolean;
}

export const SHOW_ALL: BrowserFilters = { variables: true, templates: true, formulas: true, global: true };

/** An element whose members are a row's children. */
export interface ModelRef {
  id: string;
  kind: ElementKind;
}

export interface PathNode {
  /** The names from the browsed element down, joined with dots: unique per row. */
  key: string;
  path: readonly string[];
  /** Whether each segment of `path` is a list (the last is this row's own `isList`). */
  lists: readonly boolean[];
  name: string;
  kind: PathKind;
  type: string;
  /** What the row shows as its type: the model's name for an object, the type otherwise, ' list' for a list. */
  typeLabel: string;
  isList: boolean;
  /** 1 for the element's own members. */
  depth: number;
  /** The element holding this row's children, when it has any (object, global, selection, model formula). */
  children?: ModelRef;
}

/** Loaded elements by id. */
export type ModelLibrary = ReadonlyMap<string, ElementView>;

const RECORD_TYPES = new Set(['object', 'global']);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

function refByName(name: string | undefined, elements: readonly ElementListItem[]): ModelRef | undefined {
  if (name === undefined) return undefined;
  // A query source is written `Query()`, or with arguments and filters: `Query(Arg,{a: 1})|map:x`.
  const bare = name.split('(')[0].trim();
  const found = elements.find((element) => element.name === bare);
  return found && { id: found._id, kind: found.kind };
}

function refById(id: string | undefined, elements: readonly ElementListItem[]): ModelRef | undefined {
  if (id === undefined) return undefined;
  return { id, kind: elements.find((element) => element._id === id)?.kind ?? 'model' };
}

/**
 * The element a member's children come from: an object or global variable's model (`typeDef`, else `typeName`),
 * a selection's table or query, a model-typed formula's `ref`.
 */
export function childrenRef(
  member: Member,
  kind: PathKind,
  elements: readonly ElementListItem[],
): ModelRef | undefined {
  if (kind === 'formula') {
    return member.type === 'model' || member.type === 'object' ? refByName(text(member.ref), elements) : undefined;
  }
  if (kind !== 'variable') return undefined;
  if (RECORD_TYPES.has(String(member.type))) {
    return refById(text(member.typeDef), elements) ?? refByName(text(member.typeName), elements);
  }
  if (member.type === 'selection') {
    const source = refById(text(member.typeDef), elements);
    if (source) return source;
    // The variable editor keeps a table or query source in `options` when the selection is from "a table (or
    // query)"; other sources keep option texts or an expression there.
    const names = [member.selectFrom, member.typeOfVariable === 'aTable' ? member.options : undefined];
    return names
      .map((value) => refByName(text(value), elements))
      .find((ref) => ref !== undefined && ref.kind !== 'model');
  }
  return undefined;
}

function typeLabelOf(member: Member, kind: PathKind, elements: readonly ElementListItem[]): string {
  const type = text(member.type) ?? '';
  let label = type;
  if (kind === 'template') label = `${type} template`.trim();
  else if (kind === 'formula' && (type === 'model' || type === 'object')) label = text(member.ref) ?? type;
  else if (kind === 'variable' && RECORD_TYPES.has(type)) {
    const model =
      text(member.typeName) ?? elements.find((element) => element._id === member.typeDef)?.name ?? undefined;
    label = model ? (type === 'global' ? `global ${model}` : model) : type;
  }
  return member.isList === true ? `${label} list` : label;
}

/** 001 §2 member order: by position when set, otherwise by lowercase name. */
function ordered(members: readonly Member[]): Member[] {
  return [...members].sort((a, b) => {
    const pa = typeof a.position === 'number' ? a.position : undefined;
    const pb = typeof b.position === 'number' ? b.position : undefined;
    if (pa !== undefined && pb !== undefined && pa !== pb) return pa - pb;
    if (pa !== undefined && pb === undefined) return -1;
    if (pa === undefined && pb !== undefined) return 1;
    return a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  });
}

/**
 * The rows of one element's members under `parent`: variables (global ones under "Show global"), formulas, and
 * templates of the browsed element itself (a template is no field of a nested record).
 */
export function memberNodes(
  owner: ElementView,
  parent: PathNode | undefined,
  filters: BrowserFilters,
  elements: readonly ElementListItem[],
): PathNode[] {
  const depth = (parent?.depth ?? 0) + 1;
  const node = (member: Member, kind: PathKind): PathNode => {
    const path = [...(parent?.path ?? []), member.name];
    const isList = member.isList === true;
    return {
      key: path.join('.'),
      path,
      lists: [...(parent?.lists ?? []), isList],
      name: member.name,
      kind,
      type: text(member.type) ?? '',
      typeLabel: typeLabelOf(member, kind, elements),
      isList,
      depth,
      children: childrenRef(member, kind, elements),
    };
  };
  const variables = ordered(owner.properties ?? []).filter((variable) =>
    variable.type === 'global' ? filters.global : filters.variables,
  );
  return [
    ...variables.map((member) => node(member, 'variable')),
    ...(filters.formulas ? ordered(owner.formulas ?? []).map((member) => node(member, 'formula')) : []),
    ...(filters.templates && depth === 1
      ? ordered(owner.templates ?? []).map((member) => node(member, 'template'))
      : []),
  ];
}

export interface TreeRow extends PathNode {
  expandable: boolean;
  expanded: boolean;
  /** Expanded, and its children's element is still loading. */
  loading: boolean;
}

export interface Listing<T> {
  rows: T[];
  /** Elements the listing needs and the library does not hold yet. */
  wanted: ModelRef[];
}

/** The tree as shown: the element's members, and the children of each expanded row up to depth 3. */
export function treeRows(
  root: ElementView,
  library: ModelLibrary,
  expanded: ReadonlySet<string>,
  filters: BrowserFilters,
  elements: readonly ElementListItem[],
): Listing<TreeRow> {
  const rows: TreeRow[] = [];
  const wanted: ModelRef[] = [];
  const walk = (owner: ElementView, parent: PathNode | undefined) => {
    for (const node of memberNodes(owner, parent, filters, elements)) {
      const expandable = node.children !== undefined && node.depth < TREE_DEPTH;
      const isOpen = expandable && expanded.has(node.key);
      const child = isOpen ? library.get(node.children!.id) : undefined;
      rows.push({ ...node, expandable, expanded: isOpen, loading: isOpen && child === undefined });
      if (isOpen && child === undefined) wanted.push(node.children!);
      if (child !== undefined) walk(child, node);
    }
  };
  walk(root, undefined);
  return { rows, wanted: unique(wanted) };
}

/** 001 §9: search depth 5, or 2 when the element has more than 100 properties. */
export function searchDepthOf(element: ElementView): number {
  return (element.properties?.length ?? 0) > LARGE_ELEMENT_PROPERTIES ? LARGE_ELEMENT_SEARCH_DEPTH : SEARCH_DEPTH;
}

/** Every path to the search depth, depth first, as far as the library reaches (at most SEARCH_INDEX_LIMIT). */
export function searchIndex(
  root: ElementView,
  library: ModelLibrary,
  filters: BrowserFilters,
  elements: readonly ElementListItem[],
): Listing<PathNode> {
  const depthLimit = searchDepthOf(root);
  const rows: PathNode[] = [];
  const wanted: ModelRef[] = [];
  const walk = (owner: ElementView, parent: PathNode | undefined) => {
    for (const node of memberNodes(owner, parent, filters, elements)) {
      if (rows.length >= SEARCH_INDEX_LIMIT) return;
      rows.push(node);
      if (node.children === undefined || node.depth >= depthLimit) continue;
      const child = library.get(node.children.id);
      if (child === undefined) wanted.push(node.children);
      else walk(child, node);
    }
  };
  walk(root, undefined);
  return { rows, wanted: unique(wanted) };
}

/** The paths whose dotted name contains the search text, case aside; all of them for an empty search. */
export function searchPaths(index: readonly PathNode[], search: string): PathNode[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return [...index];
  return index.filter((node) => node.key.toLowerCase().includes(wanted));
}

function unique(refs: ModelRef[]): ModelRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => !seen.has(ref.id) && (seen.add(ref.id), true));
}

// ---- References ----------------------------------------------------------------------------------------------

/**
 * The expression reading a path. A record inside a list is reached through `map`: `Kids|map:"Name"` (the names
 * of all kids), as `Kids.Name` reads nothing from a list.
 */
export function pathExpression(node: Pick<PathNode, 'path' | 'lists'>): string {
  const throughList = node.lists.slice(0, -1).indexOf(true);
  if (throughList < 0) return node.path.join('.');
  const list = node.path.slice(0, throughList + 1).join('.');
  const rest = node.path.slice(throughList + 1).join('.');
  return `${list}|map:"${rest}"`;
}

const producesList = (node: Pick<PathNode, 'lists'>): boolean => node.lists.includes(true);

/** A template field for an expression: `{[Client.Name]}` (docs/templating.md). */
export const field = (expression: string): string => `{[${expression}]}`;

/** What the copy icon copies: the field reading the row's value. */
export const referenceText = (node: Pick<PathNode, 'path' | 'lists'>): string => field(pathExpression(node));

/**
 * The locale's long date (001 §2): en-US and en-CA "MMMM D, YYYY", en-GB and en-AU "D MMMM YYYY"; en-US (the
 * default) for any other. Locale names are read whatever their case and separator, as the templating filters do.
 */
export function longDatePattern(locale: string | undefined): string {
  const [language = '', region = ''] = (locale ?? '').trim().split(/[-_]/);
  const key = `${language.toLowerCase()}-${region.toUpperCase()}`;
  return key === 'en-GB' || key === 'en-AU' ? 'D MMMM YYYY' : 'MMMM D, YYYY';
}

/**
 * What add-in mode inserts into the document (001 §2): a date with the locale's long date format, a list with
 * the "1, 2, and 3" punctuation (a list of records as a list block to write the item's fields in), anything else
 * as its plain field.
 */
export function insertionText(node: Pick<PathNode, 'path' | 'lists' | 'type' | 'children'>, locale: string): string {
  const expression = pathExpression(node);
  const punctuation = `|punc:"${LIST_PUNCTUATION}"`;
  if (producesList(node)) {
    const isRecordList =
      node.lists.at(-1) === true && node.children !== undefined && !node.lists.slice(0, -1).includes(true);
    return isRecordList
      ? `${field(`list ${expression}${punctuation}`)}${field('endlist')}`
      : field(`${expression}${punctuation}`);
  }
  if (node.type === 'date') return field(`${expression}|format:"${longDatePattern(locale)}"`);
  return field(expression);
}
