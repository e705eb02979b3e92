import type { Answers, InterviewVariable } from './interview.types';
import { isAsked } from './plan-screens';
import type { Relevance } from './relevance';
import { isUnanswered, validateAnswer } from './validate-answer';

export interface AnswerProblem {
  /** `Age`, `Client.Name`, `Kids[1].Age`: where the field is. */
  path: string;
  variable: InterviewVariable;
  /** What the field and the error summary say (see validate-answer). */
  message: string;
  /** A required answer is missing (rather than an answer that does not fit). */
  missing: boolean;
  /** The screen the question is on, for the error summary's groups and links. */
  screen: string;
}

const isObjectType = (variable: InterviewVariable) => variable.type === 'object' || variable.type === 'global';
const own = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null && Object.hasOwn(data, key)
    ? (data as Record<string, unknown>)[key]
    : undefined;

/**
 * Finish's check (INTERVIEW §6): every question shown, screen by screen in order, the fields of its objects and of
 * each item of its lists of objects included. Only what shows is checked: a question that is not relevant, or whose
 * cell is hidden, keeps its answer and is ignored. Relevant questions are required unless Always Optional.
 */
export function validateAll(shown: Relevance, answers: Answers): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const checked = new Set<string>();
  for (const screen of shown.screens) {
    if (!screen.visible) continue;
    for (const placed of screen.cells) {
      const variable = placed.variable;
      if (!placed.visible || !variable || checked.has(variable.name)) continue;
      checked.add(variable.name);
      check(variable, own(answers, variable.name), variable.name, screen.name, shown, problems);
    }
  }
  return problems;
}

function check(
  variable: InterviewVariable,
  value: unknown,
  path: string,
  screen: string,
  shown: Relevance,
  problems: AnswerProblem[],
): void {
  const message = validateAnswer(variable, value, { required: variable.alwaysOptional !== true });
  if (message) problems.push({ path, variable, message, missing: isUnanswered(value), screen });
  if (message || !isObjectType(variable) || !variable.model) return;
  const fields = variable.model.variables.filter(isAsked);
  const items = variable.isList ? (Array.isArray(value) ? value : []) : [value ?? {}];
  items.forEach((item, index) => {
    const prefix = variable.isList ? `${path}[${index}].` : `${path}.`;
    for (const field of fields)
      if (shown.isRelevant(prefix + field.name))
        check(field, own(item, field.name), prefix + field.name, screen, shown, problems);
  });
}

export type ScreenState = 'not started' | 'in progress' | 'complete' | 'problems';

/**
 * The outline's state of each screen that shows (INTERVIEW §1): problems when an answer on it does not fit,
 * not started while none of its questions has an answer, complete when nothing it asks is missing, else in progress.
 */
export function screenStates(shown: Relevance, answers: Answers, problems: readonly AnswerProblem[]) {
  const states = new Map<string, ScreenState>();
  for (const screen of shown.screens) {
    if (!screen.visible) continue;
    const here = problems.filter((problem) => problem.screen === screen.name);
    const answered = screen.cells.some(
      (placed) => placed.visible && placed.variable && !isUnanswered(own(answers, placed.variable.name)),
    );
    let state: ScreenState;
    if (here.some((problem) => !problem.missing)) state = 'problems';
    else if (!answered) state = 'not started';
    else state = here.length > 0 ? 'in progress' : 'complete';
    states.set(screen.name, state);
  }
  return states;
}
