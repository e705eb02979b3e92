import type { z } from 'zod';

/** The parts of zod's definitions this walk reads (zod 4 keeps them under `_zod.def`). */
interface Def {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

/** Kinds that change the data they parse, or hold what JSON cannot: a stored payload would not read back the same. */
const CHANGING = new Set(['pipe', 'transform', 'date', 'map', 'set', 'bigint', 'symbol', 'function', 'promise']);

/**
 * Why `schema` is not a plain JSON shape, or undefined when it is. An event's parsed payload is what is stored, and
 * `ValidatingEventStore` hands an event it validated on append back to readers without parsing it again: that is
 * only sound when parsing the stored JSON again would give the same payload, i.e. no transform, coercion, date or
 * other non-JSON kind anywhere in the schema (refinements only check, so they are fine).
 */
export function notPlainJson(schema: z.ZodType, path = '(root)', seen = new Set<z.ZodType>()): string | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (CHANGING.has(def.type)) return `${path} is a ${def.type}`;
  if (def.coerce) return `${path} coerces its input`;
  const children: [string, z.ZodType | null | undefined][] = [
    ...Object.entries(def.shape ?? {}).map(([key, child]): [string, z.ZodType] => [`${path}.${key}`, child]),
    [`${path}.*`, def.catchall],
    [`${path}[]`, def.element],
    [path, def.innerType],
    ...(def.options ?? []).map((child, i): [string, z.ZodType] => [`${path}|${i}`, child]),
    [`${path}{key}`, def.keyType],
    [`${path}{}`, def.valueType],
    ...(def.items ?? []).map((child, i): [string, z.ZodType] => [`${path}[${i}]`, child]),
    [`${path}[…]`, def.rest],
    [path, def.left],
    [path, def.right],
    [path, def.getter?.()],
  ];
  for (const [childPath, child] of children) {
    const why = child ? notPlainJson(child, childPath, seen) : undefined;
    if (why) return why;
  }
  return undefined;
}
