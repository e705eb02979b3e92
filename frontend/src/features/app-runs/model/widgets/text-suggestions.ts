import { compileExpression, valueToText, type Scope } from '@app/templating/expression';
import type { InterviewVariable } from '@app/templating/interview';

/** Most suggestions one box offers: a list that long is a search, not a suggestion. */
const MAX_SUGGESTIONS = 200;

/**
 * A text question's answer suggestions (001 §2 ANSWER SUGGESTIONS): the fixed values, or the values 'defined
 * somewhere else' — the SUGGESTIONS EXPRESSION evaluated on the current answers in the question's scope (`scope`,
 * as answersScope makes it), each item as text (an object by its first text answer). Empty and repeated ones are
 * left out. An expression that fails suggests nothing: free text is always an answer, so nothing is lost.
 */
export function textSuggestions(variable: InterviewVariable, scope: Scope): string[] {
  const raw: unknown[] = [...(variable.suggestions ?? [])];
  if (variable.suggestionsExpression?.trim()) raw.push(...evaluated(variable.suggestionsExpression, scope));
  const seen = new Set<string>();
  for (const item of raw) {
    const text = textOf(item, scope.locale).trim();
    if (text !== '') seen.add(text);
    if (seen.size >= MAX_SUGGESTIONS) break;
  }
  return [...seen];
}

function evaluated(source: string, scope: Scope): unknown[] {
  try {
    const result = compileExpression(source).evaluate(scope);
    if (result.errors.length > 0) return [];
    const value = result.value;
    if (Array.isArray(value)) return value.flat();
    return value === undefined || value === null ? [] : [value];
  } catch {
    return [];
  }
}

function textOf(item: unknown, locale: string): string {
  if (item === null || item === undefined || typeof item === 'boolean') return '';
  if (typeof item === 'object' && !Array.isArray(item)) {
    const first = Object.values(item).find((value) => typeof value === 'string' && value.trim() !== '');
    return typeof first === 'string' ? first : '';
  }
  return valueToText(item, locale);
}
