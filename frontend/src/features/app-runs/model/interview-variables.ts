import { validateAnswer, type InterviewModel, type InterviewVariable } from '@app/templating/interview';
import { pathSteps } from './widgets/answer-paths';

/** The variable a path asks (`Client.Name` → Client's model's Name; list indexes skipped); undefined when none. */
export function variableAt(model: InterviewModel, path: string): InterviewVariable | undefined {
  let variables = model.variables;
  let found: InterviewVariable | undefined;
  for (const step of pathSteps(path)) {
    if (typeof step === 'number') continue;
    found = variables.find((variable) => variable.name === step);
    if (!found) return undefined;
    variables = found.model?.variables ?? [];
  }
  return found;
}

const isObjectType = (variable: InterviewVariable) => variable.type === 'object' || variable.type === 'global';

/**
 * Why an answer cannot be committed (INTERVIEW §6: pattern, range, date, type), or null. An answer that does not fit
 * stays in its field with its message and is not saved: the server would refuse the whole save (400) for it. Objects
 * are judged by their fields, each committed on its own.
 */
export function unfitAnswer(model: InterviewModel, path: string, value: unknown): string | null {
  const variable = variableAt(model, path);
  if (!variable || isObjectType(variable)) return null;
  return validateAnswer(variable, value);
}
