import { EvalFailure, type EvalContext } from '../expression/eval-context';
import { isEmpty, isPlainObject } from '../expression/safe-access';
import { quoted } from '../expression/template-compile-error';
import { valueToText } from '../filters/value-text';

/**
 * What a value field prints, in text and Word templates alike: an unanswered value shows as
 * `[expression]` (or nothing, without placeholders), anything else through valueToText, under
 * the field's own context so that writing out a huge list costs steps.
 */
export function fieldText(
  value: unknown,
  source: string,
  locale: string,
  ctx: EvalContext,
  placeholders = true,
): string {
  if (isEmpty(value) && ctx.unanswered.length > 0) return placeholders ? `[${source}]` : '';
  return valueToText(value, locale, ctx);
}

/** How conditions read values: an empty list counts as false, as an unanswered value does. */
export function isTrue(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

/**
 * The items a `list` field repeats over, in text and Word templates alike: a list's; a record is
 * one item (a list of one, as when a model has a single child where it could have several); an
 * unanswered value has none. Anything else (text, a number, true/false) is a mistake in the template.
 */
export function listItems(value: unknown, source: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isEmpty(value)) return [];
  if (isPlainObject(value)) return [value];
  throw new EvalFailure(`'list' needs a list; ${quoted(source)} is not one`);
}
