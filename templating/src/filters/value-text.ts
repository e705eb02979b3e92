import { isPlainObject } from '../expression/safe-access';
import { formatLongDate, toDateParts } from './date-format';
import { punctuationAfter, punctuationOf } from './list-punctuation';

/**
 * How a value appears in assembled text: numbers as written, Date objects as long dates in the
 * locale, lists joined by their punctuation (", " without a `punc`), nothing for unanswered values.
 */
export function valueToText(value: unknown, locale: string): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : '';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      return String(value);
  }
  if (value instanceof Date) {
    const parts = toDateParts(value);
    return parts ? formatLongDate(parts, locale) : '';
  }
  if (Array.isArray(value)) {
    const hasPunc = punctuationOf(value) !== undefined;
    let text = '';
    value.forEach((item, i) => {
      text += valueToText(item, locale) + (hasPunc ? punctuationAfter(value, i) : i < value.length - 1 ? ', ' : '');
    });
    return text;
  }
  if (isPlainObject(value)) return '';
  return '';
}
