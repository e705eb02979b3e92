import { EvalFailure } from './eval-context';
import { toNumber } from './safe-access';

type BuiltinFunction = (...args: unknown[]) => unknown;

function numbers(args: unknown[]): number[] {
  const flat = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  return flat.filter((v) => v !== undefined && v !== null && v !== '').map(toNumber);
}

function roundTo(n: unknown, digits: unknown = 0): number {
  const places = Math.trunc(toNumber(digits)) || 0;
  if (places < 0 || places > 15) throw new EvalFailure('round takes 0 to 15 decimal places');
  const value = toNumber(n);
  return Number(`${Math.round(Number(`${value}e${places}`))}e-${places}`);
}

/** Math.min/max over a list without spreading it into arguments, which fails for long lists. */
function extreme(values: number[], pick: (a: number, b: number) => number): number | undefined {
  return values.length ? values.reduce((a, b) => pick(a, b)) : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * date(2024, 3, 5) → "2024-03-05": the form dates take in records. Unanswered parts give no date;
 * parts out of range (month 13, 31 April, year 0) are an error, not a date that rolls over or
 * silently prints nothing.
 */
function makeDate(y: unknown, m: unknown, d: unknown): string | undefined {
  if (isBlank(y) || isBlank(m) || isBlank(d)) return undefined;
  const [year, month, day] = [toNumber(y), toNumber(m), toNumber(d)];
  const dt = new Date(Date.UTC(2000, month - 1, day));
  if (Number.isInteger(year) && year >= 1 && year <= 9999) dt.setUTCFullYear(year);
  const valid =
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    dt.getUTCMonth() === month - 1 &&
    dt.getUTCDate() === day;
  if (!valid) throw new EvalFailure(`date(${[y, m, d].map(String).join(', ')}) is not a date`);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The only functions an expression can call. Each is plain computation on its arguments. */
export const BUILTIN_FUNCTIONS: ReadonlyMap<string, BuiltinFunction> = new Map<string, BuiltinFunction>([
  ['min', (...args) => extreme(numbers(args), Math.min)],
  ['max', (...args) => extreme(numbers(args), Math.max)],
  ['sum', (...args) => numbers(args).reduce((a, b) => a + b, 0)],
  ['count', (list) => (Array.isArray(list) ? list.length : list === undefined || list === null || list === '' ? 0 : 1)],
  ['abs', (n) => Math.abs(toNumber(n))],
  ['floor', (n) => Math.floor(toNumber(n))],
  ['ceil', (n) => Math.ceil(toNumber(n))],
  ['round', roundTo],
  ['number', (v) => (v === undefined || v === null || v === '' ? undefined : toNumber(v))],
  ['text', (v) => (v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v))],
  ['date', makeDate],
  /** Today's date (UTC) as "YYYY-MM-DD". */
  ['today', () => new Date().toISOString().slice(0, 10)],
]);
