import { createScope, type ObjectModel, type Scope } from '@app/templating/expression';
import type { Answers } from '@app/templating/interview';
import { answerAt, pathSteps } from './answer-paths';

const asData = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Where a field of the interview evaluates expressions and templates (a static cell's `{[fields]}`, a selection's
 * options expression): the answers, with the model's formulas as the engine last evaluated them, and inside an
 * object or a list item that object's own scope first (`Client.` → Client's fields, then the record's; `Kids[0].`
 * → the item, with `_index` and `_parent`). `objects` (relevance's `objects`): the object variables' models, whose
 * formulas the objects' members read (`Client.FullName`, and `FullName` inside Client), evaluated here on the answers.
 */
export function answersScope(
  answers: Answers,
  formulaValues: Readonly<Record<string, unknown>>,
  prefix = '',
  locale?: string,
  objects?: Readonly<Record<string, ObjectModel>>,
): Scope {
  // Formulas come already evaluated (relevance did it): answers win over a formula of the same name.
  let scope = createScope({ ...formulaValues, ...answers }, { locale, objects });
  const steps = pathSteps(prefix.replace(/\.$/, ''));
  let path = '';
  // The models of the current scope's object fields, and the model of the list whose item comes next.
  let models = objects;
  let listModel: ObjectModel | undefined;
  steps.forEach((step, at) => {
    if (typeof step === 'number') {
      path = `${path}[${step}]`;
      scope = scope.listItem(asData(answerAt(answers, path)), step, undefined, listModel);
      models = listModel?.objects;
      return;
    }
    path = path === '' ? step : `${path}.${step}`;
    const model = models?.[step];
    // A list's name is followed by its item's index: the item's scope is made there.
    if (typeof steps[at + 1] === 'number') {
      listModel = model;
      return;
    }
    const data = asData(answerAt(answers, path));
    scope = createScope(data, { parent: scope, locale, formulas: model?.formulas, objects: model?.objects });
    models = model?.objects;
  });
  return scope;
}
