import { EvalContext, EvalFailure, MAX_TEXT_LENGTH } from '../expression/eval-context';
import { stepInto, type StepCounter } from '../expression/safe-access';
import { formatLongDate, toDateParts } from './date-format';
import { punctuationAfter, punctuationOf } from './list-punctuation';

/**
 * How a value appears in assembled text: numbers as written, Date objects as long dates in the
 * locale, lists joined by their punctuation (", " without a `punc`), nothing for unanswered values
 * and records. Every list item costs a step of `ctx`: a reduce can build a list that shares its
 * parts, small in memory but exponentially long once written out.
 */
export function valueToText(value: unknown, locale: string, ctx: StepCounter = new EvalContext()): string {
  return textOf(value, locale, ctx, 0);
}

function textOf(value: unknown, locale: string, ctx: StepCounter, depth: number): string {
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
  if (!Array.isArray(value)) return '';
  stepInto(ctx, depth);
  const hasPunc = punctuationOf(value) !== undefined;
  const last = value.length - 1;
  let text = '';
  for (let i = 0; i <= last; i++) {
    ctx.step();
    text += textOf(value[i], locale, ctx, depth + 1) + (hasPunc ? punctuationAfter(value, i) : i < last ? ', ' : '');
    if (text.length > MAX_TEXT_LENGTH) throw new EvalFailure('Text too long');
  }
  return text;
}
