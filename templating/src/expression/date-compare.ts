import { toDateParts } from '../filters/date-format';

/**
 * A date's wall-clock time as a number, for comparing: Date values read in `timeZone` (the
 * workspace's, UTC by default), ISO texts ("2024-03-05", "2024-03-05T14:30") as written. So a
 * date from the record and one typed in the template compare alike on every machine.
 */
export function dateTime(value: unknown, timeZone = 'UTC'): number | undefined {
  const parts = toDateParts(value, timeZone);
  if (!parts) return undefined;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The order of two dates (negative, zero, positive), or undefined when either is not a date. */
export function compareDates(a: unknown, b: unknown, timeZone = 'UTC'): number | undefined {
  const x = dateTime(a, timeZone);
  if (x === undefined) return undefined;
  const y = dateTime(b, timeZone);
  return y === undefined ? undefined : x - y;
}
