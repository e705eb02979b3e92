/**
 * What an app route names (002 §2.1). `/{catalog}/{x}/{app}` serves both "an app on a record" and "a global-info
 * app": `x` is a record when it has the form of a record id — ours are UUIDs (the records context makes them with
 * randomUUID), and 23/24 hex characters are the ids imported records may carry from the product we replace (Mongo
 * ObjectIds) — and a global target (a global variable's name) otherwise. A variable name cannot be a UUID (names
 * start with a letter and have no '-'), so the two never collide; a 24-hex name is read as a record id.
 */
export type AppRouteTarget =
  { kind: 'record'; recordId: string } | { kind: 'global'; globalTarget: string } | { kind: 'create' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OBJECT_ID = /^[0-9a-f]{23,24}$/i;

export const isRecordId = (segment: string): boolean => UUID.test(segment) || OBJECT_ID.test(segment);

export function appRouteTarget(middle: string | undefined): AppRouteTarget {
  if (middle === undefined || middle === '') return { kind: 'create' };
  return isRecordId(middle) ? { kind: 'record', recordId: middle } : { kind: 'global', globalTarget: middle };
}
