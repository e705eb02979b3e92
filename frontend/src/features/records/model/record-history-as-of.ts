/** The History dialog's "as of" view, pure: the local date-time typed, as the instant the server reads. */

/**
 * A `datetime-local` input's value (`2026-03-01T14:30`, the person's own time zone) as an ISO instant; undefined
 * while it is empty or not a date.
 */
export function asOfInstant(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(local)) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A record's values as rows to read, by variable name; none yet says so. */
export function valueRows(values: Record<string, unknown>): { name: string; value: unknown }[] {
  return Object.keys(values)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => ({ name, value: values[name] }));
}
