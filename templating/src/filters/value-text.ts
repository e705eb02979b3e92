import { EvalContext, EvalFailure, MAX_TEXT_LENGTH } from '../expression/eval-context';
import { isPlainObject, ownValue, stepInto, type StepCounter } from '../expression/safe-access';
import { formatLongDate, toDateParts } from './date-format';
import { punctuationAfter, punctuationOf } from './list-punctuation';

/**
 * How a value appears in assembled text: numbers as written, Date objects as long dates in the
 * locale (read in `timeZone`, the workspace's, UTC by default), lists joined by their punctuation
 * (", " without a `punc`), nothing for unanswered values and records. A record inside a list reads
 * as its summary (`_summary`, the text its model's summary template gives) or else its `Name`, so
 * that `People|punc:"1, 2 and 3"` names people. Every list item costs a step of `ctx`: a reduce
 * can build a list that shares its parts, small in memory but exponentially long once written out.
 */
export function valueToText(
  value: unknown,
  locale: string,
  ctx: StepCounter = new EvalContext(),
  timeZone = 'UTC',
): string {
  return textOf(value, locale, timeZone, ctx, 0);
}

function textOf(value: unknown, locale: string, timeZone: string, ctx: StepCounter, depth: number): string {
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
    const parts = toDateParts(value, timeZone);
    return parts ? formatLongDate(parts, locale) : '';
  }
  if (depth > 0 && isPlainObject(value)) return recordText(value, locale, timeZone, ctx, depth);
  if (!Array.isArray(value)) return '';
  stepInto(ctx, depth);
  const hasPunc = punctuationOf(value) !== undefined;
  const last = value.length - 1;
  let text = '';
  for (let i = 0; i <= last; i++) {
    ctx.step();
    text +=
      textOf(value[i], locale, timeZone, ctx, depth + 1) +
      (hasPunc ? punctuationAfter(value, i) : i < last ? ', ' : '');
    if (text.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
  }
  return text;
}

/** A record in a list: its summary, or its Name; never a record's inner lists or records. */
function recordText(
  record: Record<string, unknown>,
  locale: string,
  timeZone: string,
  ctx: StepCounter,
  depth: number,
): string {
  for (const key of ['_summary', 'Name']) {
    const text = ownValue(record, key);
    if (text !== undefined && text !== null && typeof text !== 'object')
      return textOf(text, locale, timeZone, ctx, depth + 1);
  }
  return '';
}
