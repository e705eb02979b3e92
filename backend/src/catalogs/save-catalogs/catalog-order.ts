/**
 * A reorder (002 §4: "Reordering re-numbers position for all catalogs"): the catalogs given a position move to
 * that place in the list, the others keep their order around them, and every catalog is numbered 0..n-1.
 * `catalogs` is the list in its current order; answers the new order of ids.
 */
export function reorderCatalogs(catalogs: readonly string[], requested: ReadonlyMap<string, number>): string[] {
  const order = catalogs.filter((id) => !requested.has(id));
  const moved = [...requested].filter(([id]) => catalogs.includes(id)).sort(([, a], [, b]) => a - b);
  for (const [id, position] of moved) order.splice(Math.min(position, order.length), 0, id);
  return order;
}
