import type { ElementState } from '../element.state';

/**
 * The names of the `global` variables whose model (`typeDef`) is the given one, in any of the elements: each
 * name once, by name case aside. An object variable of that model can be linked to one of them (001 §7).
 */
export function globalNames(elements: readonly ElementState[], modelId: string): string[] {
  const names = new Set<string>();
  for (const element of elements)
    for (const variable of element.members.variable)
      if (variable.type === 'global' && variable.typeDef === modelId) names.add(variable.name);
  return [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : a > b ? 1 : 0));
}
