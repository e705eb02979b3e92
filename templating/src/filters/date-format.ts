/** A calendar date and wall-clock time, free of time zones. */
export interface DateParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
// Moment's tokens (YYYY, D, Do, dddd…) and those of date-fns that authors coming from Knackly use
// (yyyy, d, do, dd, EEEE). Literal text goes in [brackets] or 'quotes' ('' is a quote).
const TOKENS =
  /\[([^\]]*)\]|'((?:[^']|'')*)'|YYYY|yyyy|YY|yy|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|do|dd|d|EEEE|EEE|HH|H|hh|h|mm|ss|A|a|LL|L/g;

/**
 * Day-first long dates (D MMMM YYYY) in these locales; month-first (MMMM D, YYYY) elsewhere,
 * en-US being the default.
 */
const DAY_FIRST = new Set(['en-GB', 'en-AU', 'en-NZ', 'en-IE', 'en-ZA', 'en-IN']);

export function longDatePattern(locale: string): string {
  return DAY_FIRST.has(localeKey(locale)) ? 'D MMMM YYYY' : 'MMMM D, YYYY';
}

function shortDatePattern(locale: string): string {
  const key = localeKey(locale);
  if (key === 'en-CA') return 'YYYY-MM-DD';
  return DAY_FIRST.has(key) ? 'DD/MM/YYYY' : 'MM/DD/YYYY';
}

/**
 * "language-REGION" of a locale as settings and browsers write it: "en-gb", "en_GB", "EN-GB" and
 * "en-Latn-GB" are all en-GB, so none of them falls back to US dates unnoticed.
 */
export function localeKey(locale: string): string {
  const parts = locale.trim().split(/[-_]/);
  const region = parts.slice(1).find((part) => /^(?:[a-z]{2}|\d{3})$/i.test(part));
  const language = parts[0].toLowerCase();
  return region ? `${language}-${region.toUpperCase()}` : language;
}

/**
 * Dates are Date objects, read in `timeZone` (the workspace's setting, UTC by default) so that they
 * show alike on every machine, or ISO texts "2024-03-05" / "2024-03-05T14:30", whose written wall
 * time is kept.
 */
export function toDateParts(value: unknown, timeZone = 'UTC'): DateParts | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    if (timeZone !== 'UTC') return zonedParts(value, timeZone);
    return {
      year: value.getUTCFullYear(),
      month: value.getUTCMonth() + 1,
      day: value.getUTCDate(),
      hour: value.getUTCHours(),
      minute: value.getUTCMinutes(),
      second: value.getUTCSeconds(),
      weekday: value.getUTCDay(),
    };
  }
  if (typeof value !== 'string') return undefined;
  const m = ISO_DATE.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return {
    year,
    month,
    day,
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    weekday: check.getUTCDay(),
  };
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `date` in an IANA time zone ("Europe/London"); one formatter per zone, made once. */
function zonedParts(date: Date, timeZone: string): DateParts {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday),
  };
}

/** Whether `timeZone` is a time zone this runtime knows ("UTC", "Europe/London"…). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function isDateValue(value: unknown): boolean {
  return toDateParts(value) !== undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Moment-style patterns: "MMMM D, YYYY" → March 5, 2024; text in [brackets] is kept as written. */
export function formatDate(date: DateParts, pattern: string, locale: string): string {
  return pattern.replace(TOKENS, (token: string, literal: string | undefined, quotedText: string | undefined) => {
    if (literal !== undefined) return literal;
    if (quotedText !== undefined) return quotedText === '' ? "'" : quotedText.replace(/''/g, "'");
    const hour12 = date.hour % 12 || 12;
    switch (token) {
      case 'YYYY':
      case 'yyyy':
        return String(date.year);
      case 'YY':
      case 'yy':
        return pad(date.year % 100);
      case 'MMMM':
        return MONTHS[date.month - 1];
      case 'MMM':
        return MONTHS[date.month - 1].slice(0, 3);
      case 'MM':
        return pad(date.month);
      case 'M':
        return String(date.month);
      case 'Do':
      case 'do':
        return `${date.day}${['th', 'st', 'nd', 'rd'][date.day % 10 > 3 || Math.floor(date.day / 10) === 1 ? 0 : date.day % 10]}`;
      case 'DD':
      case 'dd':
        return pad(date.day);
      case 'D':
      case 'd':
        return String(date.day);
      case 'dddd':
      case 'EEEE':
        return WEEKDAYS[date.weekday];
      case 'ddd':
      case 'EEE':
        return WEEKDAYS[date.weekday].slice(0, 3);
      case 'HH':
        return pad(date.hour);
      case 'H':
        return String(date.hour);
      case 'hh':
        return pad(hour12);
      case 'h':
        return String(hour12);
      case 'mm':
        return pad(date.minute);
      case 'ss':
        return pad(date.second);
      case 'A':
        return date.hour < 12 ? 'AM' : 'PM';
      case 'a':
        return date.hour < 12 ? 'am' : 'pm';
      case 'LL':
        return formatDate(date, longDatePattern(locale), locale);
      case 'L':
        return formatDate(date, shortDatePattern(locale), locale);
    }
    return token;
  });
}

export function formatLongDate(date: DateParts, locale: string): string {
  return formatDate(date, longDatePattern(locale), locale);
}
