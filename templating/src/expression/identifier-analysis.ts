import type { ExprNode } from './expression-ast';

/** A name used inside a list filter's expression, and the lists (outermost first) it is evaluated over. */
export interface ItemIdentifier {
  name: string;
  lists: string[];
}

/**
 * A name read through `_parent` (levels 1) or `_parent._parent` (levels 2)…: a name of the scope
 * that many lists out from where the expression runs (the item of an enclosing list, or the record).
 */
export interface ParentIdentifier {
  name: string;
  levels: number;
}

/** What an expression reads: in its own scope, in scopes around it, and per item in its list filters. */
export interface IdentifierAnalysis {
  /** Names read in the expression's own scope. */
  identifiers: string[];
  parentIdentifiers: ParentIdentifier[];
  itemIdentifiers: ItemIdentifier[];
}

const LIST_NAMES = new Set(['_index', '_index0', '_parent', '_result']);

/**
 * The names an expression reads in its own scope, those it reads through `_parent`, and those its
 * list filters read per item. A list filter's expression (`"Age > MinAge"`, quoted or not) is
 * analysed as an expression of its own: its names become item names of the filtered list, named by
 * the list's source text. The list runs in this expression's scope, so what the filter's expression
 * reads one `_parent` out (`"Age > _parent.MinAge"`) is a name of this expression's own scope, and
 * what it reads further out is read one level less far out from here.
 */
export function collectIdentifiers(root: ExprNode, source: string): IdentifierAnalysis {
  const found = new Set<string>();
  const parents = new Map<string, ParentIdentifier>();
  const items = new Map<string, ItemIdentifier>();
  const addItem = (name: string, lists: string[]) => {
    const key = `${name}\u0000${lists.join('\u0000')}`;
    if (!items.has(key)) items.set(key, { name, lists });
  };
  const addParent = (name: string, levels: number) => {
    const key = `${levels}\u0000${name}`;
    if (!parents.has(key)) parents.set(key, { name, levels });
  };
  const predicates = (node: Extract<ExprNode, { type: 'ListFilter' }>) => {
    const list = source.slice(node.inputSpan[0], node.inputSpan[1]).trim();
    for (const item of node.items) {
      const predicate = collectIdentifiers(item.node, item.source);
      for (const name of predicate.identifiers) addItem(name, [list]);
      for (const outer of predicate.parentIdentifiers)
        if (outer.levels === 1) found.add(outer.name);
        else addParent(outer.name, outer.levels - 1);
      for (const inner of predicate.itemIdentifiers) addItem(inner.name, [list, ...inner.lists]);
    }
  };
  const visit = (node: ExprNode): void => {
    switch (node.type) {
      case 'Identifier':
        if (!LIST_NAMES.has(node.name)) found.add(node.name);
        return;
      case 'Member': {
        // `_parent.Firm` (or `_parent["Firm"]`) reads Firm in the scope around the list, not `_parent`.
        const levels = parentLevels(node.object);
        const { property } = node;
        const name =
          property.type === 'Literal' && (!node.computed || typeof property.value === 'string')
            ? String(property.value)
            : undefined;
        if (levels > 0 && name !== undefined) {
          if (!LIST_NAMES.has(name)) addParent(name, levels);
          return;
        }
        visit(node.object);
        if (node.computed) visit(node.property);
        return;
      }
      case 'Call':
        return node.args.forEach(visit);
      case 'Method':
        visit(node.object);
        return node.args.forEach(visit);
      case 'Unary':
        return visit(node.argument);
      case 'Binary':
      case 'Logical':
        visit(node.left);
        return visit(node.right);
      case 'Conditional':
        visit(node.test);
        visit(node.consequent);
        return visit(node.alternate);
      case 'Array':
        return node.elements.forEach(visit);
      case 'Object':
        return node.properties.forEach((p) => visit(p.value));
      case 'Filter':
        visit(node.input);
        return node.args.forEach(visit);
      case 'ListFilter':
        visit(node.input);
        node.args.forEach(visit);
        return predicates(node);
    }
  };
  visit(root);
  return { identifiers: [...found], parentIdentifiers: [...parents.values()], itemIdentifiers: [...items.values()] };
}

/** How many scopes out `node` names: 1 for `_parent`, 2 for `_parent._parent`…, 0 for anything else. */
function parentLevels(node: ExprNode): number {
  if (node.type === 'Identifier') return node.name === '_parent' ? 1 : 0;
  if (node.type !== 'Member' || node.computed || node.property.type !== 'Literal' || node.property.value !== '_parent')
    return 0;
  const inner = parentLevels(node.object);
  return inner === 0 ? 0 : inner + 1;
}
