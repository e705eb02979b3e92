import type { EvalContext } from '../expression/eval-context';
import { isEmpty } from '../expression/safe-access';
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
