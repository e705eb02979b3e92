import { isRealDate } from '@app/templating/interview';

/** Which way round people write day and month. */
export type DateOrder = 'DMY' | 'MDY' | 'YMD';

/** The order a locale writes dates in ("en-US" → MDY, "en-GB" → DMY, "sv" → YMD). */
export function dateOrderOf(locale: string | undefined): DateOrder {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.UTC(2001, 10, 22)))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year');
    if (parts[0] === 'year') return 'YMD';
    return parts[0] === 'month' ? 'MDY' : 'DMY';
  } catch {
    return 'DMY';
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A typed date as records store it (yyyy-mm-dd), or the text itself when it is not a real date (the check on
 * blur then says "Date of birth must be a real date"); empty text is no answer. Typing is always allowed
 * (INTERVIEW §3): 2024-03-31, 31/3/2024, 31.03.2024 or 31-3-24 (two-digit years are this century, or the last
 * when that would be more than 20 years ahead).
 */
export function parseDateText(text: string, order: DateOrder, today = new Date()): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = iso ? null : /^(\d{1,4})[/.\-\s](\d{1,2})[/.\-\s](\d{1,4})$/.exec(trimmed);
  let year: number;
  let month: number;
  let day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (parts) {
    const [a, b, c] = [parts[1], parts[2], parts[3]];
    if (order === 'YMD' || a.length === 4) [year, month, day] = [Number(a), Number(b), Number(c)];
    else if (order === 'MDY') [month, day, year] = [Number(a), Number(b), fullYear(c, today)];
    else [day, month, year] = [Number(a), Number(b), fullYear(c, today)];
  } else return text;
  const stored = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return isRealDate(stored) ? stored : text;
}

function fullYear(text: string, today: Date): number {
  const year = Number(text);
  if (text.length > 2) return year;
  const century = Math.floor(today.getFullYear() / 100) * 100;
  return century + year > today.getFullYear() + 20 ? century - 100 + year : century + year;
}

/** A stored date as the text box shows it (31/03/2024 for DMY); anything else is shown as it is. */
export function dateText(value: unknown, order: DateOrder): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || !isRealDate(value)) return value;
  const [, year, month, day] = match;
  if (order === 'YMD') return value;
  return order === 'MDY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** What the text box's hint says: "dd/mm/yyyy". */
export const datePlaceholder = (order: DateOrder) =>
  order === 'YMD' ? 'yyyy-mm-dd' : order === 'MDY' ? 'mm/dd/yyyy' : 'dd/mm/yyyy';
