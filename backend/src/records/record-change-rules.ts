import type { RecordValues } from './record.state';

/** JSON-like values compared by content (object keys in any order). */
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
 * The part of `next` that changes `current`, and what it replaces (`null` where there was no value): a save that
 * changes nothing records nothing. Variables `next` does not name are left as they are.
 */
export function valuesChange(
  current: RecordValues,
  next: RecordValues,
): { changed: Record<string, unknown>; previous: Record<string, unknown> } | null {
  const changed: Record<string, unknown> = {};
  const previous: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(next)) {
    const before = Object.hasOwn(current, name) ? current[name] : null;
    const after = value ?? null;
    if (sameValue(before, after)) continue;
    changed[name] = after;
    previous[name] = before;
  }
  return Object.keys(changed).length > 0 ? { changed, previous } : null;
}
