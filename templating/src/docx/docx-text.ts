import { isEmpty, valueToText, type EvalResult } from '../expression';

/**
 * How a value field prints, following the text renderer (text/render-text-template.ts), which keeps
 * this rule inline: a failed field prints nothing, an unanswered one `[expression]`, anything else
 * through the shared valueToText. Replace with the text renderer's own function once it exports one.
 */
export function fieldText(result: EvalResult, source: string, locale: string): string {
  if (result.errors.length > 0) return '';
  if (isEmpty(result.value) && result.unanswered.length > 0) return `[${source}]`;
  return valueToText(result.value, locale);
}

/** Conditions as the text renderer reads them: an empty list counts as false, as an unanswered value does. */
export function isTruthy(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}
