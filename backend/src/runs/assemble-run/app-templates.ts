import { compileExpression, createScope, TemplateCompileError, type Scope } from '@app/templating';
import type { Member } from '../../types';
import { TemplateFailure } from './template-failure';

/**
 * Which of the model's templates an app assembles, in order: its APP TEMPLATE (001 §3 App: the first of
 * `templates`, an expression such as `[Letter, Fee > 0 ? Invoice : ""]`) evaluated on the record, where each
 * template's name stands for that template. An app with no app template, or with `generateDocs` off, assembles none.
 */
export function appTemplates(
  app: Member,
  model: { template: readonly Member[]; variable: readonly Member[]; formula: readonly Member[] },
  recordScope: Scope,
): Member[] {
  const templates = model.template;
  if (app.generateDocs === false) return [];
  const source = Array.isArray(app.templates) && typeof app.templates[0] === 'string' ? app.templates[0] : '';
  if (source.trim() === '') return [];
  const byName = new Map(templates.map((template) => [template.name.toLowerCase(), template]));
  // Template names come first, then the record's values and formulas (for the conditions).
  const names = createScope(Object.fromEntries(templates.map((template) => [template.name, template.name])), {
    parent: recordScope,
  });
  let value: unknown;
  // A name that is no template, variable or formula of the model is a typo: left unanswered, it would drop a document.
  const known = new Set([...templates, ...model.variable, ...model.formula].map((member) => member.name.toLowerCase()));
  try {
    const compiled = compileExpression(source);
    const unknown = compiled.scopeIdentifiers().find((name) => !known.has(name.toLowerCase()));
    if (unknown !== undefined) throw new TemplateFailure(null, appTemplateProblem(notATemplate(unknown)));
    const result = compiled.evaluate(names);
    if (result.errors.length > 0) throw new TemplateFailure(null, appTemplateProblem(result.errors[0].message));
    value = result.value;
  } catch (error) {
    if (error instanceof TemplateCompileError) throw new TemplateFailure(null, appTemplateProblem(error.message));
    throw error;
  }
  const chosen: Member[] = [];
  for (const item of (Array.isArray(value) ? value : [value]).flat()) {
    if (item === undefined || item === null || item === '') continue;
    const template = byName.get(String(item).toLowerCase());
    if (!template) throw new TemplateFailure(null, appTemplateProblem(notATemplate(String(item))));
    if (!chosen.includes(template)) chosen.push(template);
  }
  return chosen;
}

const notATemplate = (name: string) => `${name} is not a template of the model`;
export const appTemplateProblem = (message: string) => `The app template cannot be evaluated: ${message}.`;
