import type { ExprNode } from './expression-ast';

/** A name used inside a list filter's expression, and the lists (outermost first) it is evaluated over. */
export interface ItemIdentifier {
  name: string;
  lists: string[];
}

interface Analysable {
  identifiers(): string[];
  itemIdentifiers(): ItemIdentifier[];
}

const LIST_NAMES = new Set(['_index', '_index0', '_parent', '_result']);
/** List filters whose arguments are expressions run per item: `sort` takes several keys, the others one. */
const ITEM_EXPRESSION_FILTERS = new Set(['filter', 'find', 'any', 'some', 'every', 'all', 'map', 'group', 'reduce']);

/**
 * The names an expression reads in its own scope, and those its list filters read per item. A
 * filter's expression is text (`"Age > MinAge"`), analysed through `analyse` as an expression of
 * its own: its names become item names of the filtered list, named by the list's source text.
 */
export function collectIdentifiers(
  root: ExprNode,
  source: string,
  analyse: (predicate: string) => Analysable | undefined,
): { identifiers: string[]; itemIdentifiers: ItemIdentifier[] } {
  const found = new Set<string>();
  const items = new Map<string, ItemIdentifier>();
  const addItem = (name: string, lists: string[]) => {
    const key = `${name}\u0000${lists.join('\u0000')}`;
    if (!items.has(key)) items.set(key, { name, lists });
  };
  const predicates = (node: Extract<ExprNode, { type: 'Filter' }>) => {
    const list = source.slice(node.inputSpan[0], node.inputSpan[1]).trim();
    const args = node.name === 'sort' ? node.args : ITEM_EXPRESSION_FILTERS.has(node.name) ? node.args.slice(0, 1) : [];
    for (const arg of args) {
      if (arg.type !== 'Literal' || typeof arg.value !== 'string') continue;
      const text = node.name === 'sort' ? arg.value.trim().replace(/^[-+]/, '') : arg.value;
      const predicate = text.trim() === '' ? undefined : analyse(text);
      if (!predicate) continue;
      for (const name of predicate.identifiers()) addItem(name, [list]);
      for (const inner of predicate.itemIdentifiers()) addItem(inner.name, [list, ...inner.lists]);
    }
  };
  const visit = (node: ExprNode): void => {
    switch (node.type) {
      case 'Identifier':
        if (!LIST_NAMES.has(node.name)) found.add(node.name);
        return;
      case 'Member':
        visit(node.object);
        if (node.computed) visit(node.property);
        return;
      case 'Call':
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
        node.args.forEach(visit);
        return predicates(node);
    }
  };
  visit(root);
  return { identifiers: [...found], itemIdentifiers: [...items.values()] };
}
