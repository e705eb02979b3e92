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
const TOKENS = /\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|HH|H|hh|h|mm|ss|A|a|LL|L/g;

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

/** Dates are Date objects (read in UTC) or ISO texts "2024-03-05" / "2024-03-05T14:30"; the written wall time is kept. */
export function toDateParts(value: unknown): DateParts | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
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

export function isDateValue(value: unknown): boolean {
  return toDateParts(value) !== undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Moment-style patterns: "MMMM D, YYYY" → March 5, 2024; text in [brackets] is kept as written. */
export function formatDate(date: DateParts, pattern: string, locale: string): string {
  return pattern.replace(TOKENS, (token: string, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    const hour12 = date.hour % 12 || 12;
    switch (token) {
      case 'YYYY':
        return String(date.year);
      case 'YY':
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
        return `${date.day}${['th', 'st', 'nd', 'rd'][date.day % 10 > 3 || Math.floor(date.day / 10) === 1 ? 0 : date.day % 10]}`;
      case 'DD':
        return pad(date.day);
      case 'D':
        return String(date.day);
      case 'dddd':
        return WEEKDAYS[date.weekday];
      case 'ddd':
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
