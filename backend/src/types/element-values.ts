/** JSON-like values as the designer stores them, compared by content (object keys in any order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

/**
 * The part of `set` that changes `target`, and what it replaces (`null` where a property was absent):
 * an update that changes nothing records nothing.
 */
export function effectiveChange(
  target: Readonly<Record<string, unknown>>,
  set: Readonly<Record<string, unknown>>,
): { set: Record<string, unknown>; before: Record<string, unknown> } | null {
  const changed: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    const current = Object.hasOwn(target, key) ? target[key] : null;
    if (sameValue(current, value ?? null)) continue;
    changed[key] = value ?? null;
    before[key] = current;
  }
  return Object.keys(changed).length > 0 ? { set: changed, before } : null;
}
