import { compileExpression, valueToText, type Scope } from '@app/templating/expression';
import type { InterviewVariable } from '@app/templating/interview';
import { compileTextTemplate } from '@app/templating/text';

export interface SelectionOption {
  /** What the answer stores. */
  value: string;
  /** What the person reads. */
  label: string;
}

/**
 * A selection's options (001 §2 SELECT FROM): listed options and a table's (the server resolves those into
 * `options`), or a user data list expression (`optionsExpression`, such as `Client.Children`) evaluated on the
 * current answers, so that people entered earlier are offered again (INTERVIEW §10, WCAG 3.3.7). The option
 * template, when there is one, shows each option (`{[FirstName]} {[LastName]}`); the answer stores what it shows.
 * Empty and repeated options are left out; an expression that fails offers nothing rather than breaking the page.
 */
export function selectionOptions(variable: InterviewVariable, scope: Scope): SelectionOption[] {
  const template = variable.optionTemplate?.trim() ? variable.optionTemplate : undefined;
  const raw: unknown[] = variable.optionsExpression?.trim()
    ? evaluateList(variable.optionsExpression, scope)
    : [...(variable.options ?? [])];
  const seen = new Set<string>();
  const options: SelectionOption[] = [];
  raw.forEach((item, index) => {
    const label = optionLabel(item, index, template, scope).trim();
    if (label === '' || seen.has(label)) return;
    seen.add(label);
    options.push({ value: label, label });
  });
  return options;
}

function evaluateList(source: string, scope: Scope): unknown[] {
  try {
    const result = compileExpression(source).evaluate(scope);
    if (result.errors.length > 0) return [];
    const value = result.value;
    if (Array.isArray(value)) return value;
    return value === undefined || value === null || value === '' ? [] : [value];
  } catch {
    return [];
  }
}

function optionLabel(item: unknown, index: number, template: string | undefined, scope: Scope): string {
  if (template && item !== null && typeof item === 'object') {
    try {
      const rendered = compileTextTemplate(template).render(scope.listItem(item, index), { placeholders: false });
      if (rendered.errors.length === 0) return rendered.text;
    } catch {
      // A template that does not compile shows the option as text, below.
    }
  }
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    // No template: the option's first answered text, as a summary would show it.
    const first = Object.values(item).find((value) => typeof value === 'string' && value.trim() !== '');
    if (typeof first === 'string') return first;
  }
  return valueToText(item, scope.locale);
}

/** The answers of a list selection after ticking or unticking one option, in the options' order. */
export function toggleChoice(
  selected: readonly string[],
  value: string,
  checked: boolean,
  options: readonly SelectionOption[],
): string[] {
  const next = new Set(selected.filter((item) => item !== value));
  if (checked) next.add(value);
  const order = new Map(options.map((option, index) => [option.value, index]));
  return [...next].sort((a, b) => (order.get(a) ?? Infinity) - (order.get(b) ?? Infinity));
}

/** A list selection's answers as a list (a single text answer becomes one item; nothing, none). */
export function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}
