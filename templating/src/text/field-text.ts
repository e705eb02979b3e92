import { compileExpression } from '../expression/compile-expression';
import { EvalFailure, type EvalContext } from '../expression/eval-context';
import { isEmpty, isPlainObject } from '../expression/safe-access';
import { quoted } from '../expression/template-compile-error';
import { valueToText } from '../filters/value-text';

/**
 * What a value field prints, in text and Word templates alike: a field whose value is unanswered
 * shows its variable path in brackets (`[Testator.Name]` for `Testator.Name|upper`), or nothing
 * without placeholders; anything else through valueToText, under the field's own context so that
 * writing out a huge list costs steps. Empty text an expression computes (`Middle ? Middle + " " :
 * ""` without a Middle) is text, not an unanswered value: it prints nothing.
 */
export function fieldText(
  value: unknown,
  source: string,
  locale: string,
  ctx: EvalContext,
  placeholders = true,
  timeZone = 'UTC',
): string {
  if (isEmpty(value) && ctx.unanswered.length > 0) {
    const name = unansweredName(value, source, ctx);
    if (name !== undefined) return placeholders ? `[${name}]` : '';
  }
  return valueToText(value, locale, ctx, timeZone);
}

/** What the placeholder of an unanswered field names; undefined when the value is computed empty text. */
function unansweredName(value: unknown, source: string, ctx: EvalContext): string | undefined {
  // compileExpression caches by source: the field was compiled from this very text.
  const expression = compileExpression(source);
  if (value === '' && !expression.isPath()) return undefined;
  return expression.placeholder(ctx.unanswered);
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
