import { createScope, type ObjectModel, type Scope } from '@app/templating';
import type { Member } from '../../types';

/**
 * 001 §3 Formula: a list formula keeps its items' expressions as a JSON array of strings; as one expression that is
 * the list of them. A text that is not such an array is one expression (as the designer reads it).
 */
export function formulaSource(formula: Member): string {
  const expression = typeof formula.expression === 'string' ? formula.expression : '';
  if (formula.isList !== true) return expression;
  try {
    const items: unknown = JSON.parse(expression);
    if (Array.isArray(items) && items.every((item) => typeof item === 'string'))
      return `[${items.map((item) => `(${item})`).join(', ')}]`;
  } catch {
    // Not JSON: one expression giving the list.
  }
  return expression;
}

/**
 * Where a run's templates read names: the record's values, and the model's formulas evaluated on them. `locale` is
 * the run's pinned locale and time zone (dates and numbers are written in them); none: the templating defaults.
 * `objects`: the models of the object variables (`runObjectModels`), whose formulas the objects' members read
 * (`Client.FullName`); none: objects have no formulas.
 */
export function runScope(
  values: Readonly<Record<string, unknown>>,
  formulas: readonly Member[],
  locale?: { locale: string; timeZone: string },
  objects?: Readonly<Record<string, ObjectModel>>,
): Scope {
  const sources: Record<string, string> = {};
  for (const formula of formulas) {
    const source = formulaSource(formula);
    if (source.trim() !== '') sources[formula.name] = source;
  }
  return createScope({ ...values }, { formulas: sources, ...locale, ...(objects ? { objects } : {}) });
}
