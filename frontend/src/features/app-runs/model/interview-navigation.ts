import {
  screenStates,
  type AnswerProblem,
  type Answers,
  type Relevance,
  type ShownScreen,
} from '@app/templating/interview';

/** The screens the outline and the footer count: those with a visible question, in order (INTERVIEW §1–§2). */
export const visibleScreens = (shown: Relevance): ShownScreen[] => shown.screens.filter((screen) => screen.visible);

/**
 * The screen to show: the one asked for while it is visible; when it has just gone (an answer made its questions
 * irrelevant), the next visible one after it in the plan, else the last; the first when nothing was asked.
 */
export function currentScreen(shown: Relevance, wanted: string | undefined): ShownScreen | undefined {
  const visible = visibleScreens(shown);
  if (wanted === undefined) return visible[0];
  const found = visible.find((screen) => screen.name === wanted);
  if (found) return found;
  const at = shown.screens.findIndex((screen) => screen.name === wanted);
  if (at < 0) return visible[0];
  return shown.screens.slice(at + 1).find((screen) => screen.visible) ?? visible[visible.length - 1];
}

export interface ScreenPosition {
  index: number;
  count: number;
  previous?: ShownScreen;
  next?: ShownScreen;
  /** "Screen 3 of 7" (footer and the narrow screen's drawer). */
  label: string;
}

export function screenPosition(shown: Relevance, current: ShownScreen): ScreenPosition {
  const visible = visibleScreens(shown);
  const index = Math.max(
    0,
    visible.findIndex((screen) => screen.name === current.name),
  );
  return {
    index,
    count: visible.length,
    previous: visible[index - 1],
    next: visible[index + 1],
    label: `Screen ${index + 1} of ${visible.length}`,
  };
}

/** The page's title (INTERVIEW §10): "{screen} – {app} – {record}", the record left out while it has no name. */
export const interviewTitle = (screen: string, app: string, record: string | undefined): string =>
  [screen, app, record].filter((part) => part && part.trim()).join(' – ');

export interface ProblemGroup {
  screen: string;
  title: string;
  problems: Pick<AnswerProblem, 'path' | 'message' | 'screen'>[];
}

/** The error summary's groups (INTERVIEW §6): one per screen, in screen order, each problem once. */
export function groupProblems(
  shown: Relevance,
  problems: readonly Pick<AnswerProblem, 'path' | 'message' | 'screen'>[],
): ProblemGroup[] {
  const groups: ProblemGroup[] = [];
  for (const screen of shown.screens) {
    const here = problems.filter((problem) => problem.screen === screen.name);
    if (here.length > 0) groups.push({ screen: screen.name, title: screen.title, problems: here });
  }
  const placed = new Set(groups.map((group) => group.screen));
  const elsewhere = problems.filter((problem) => !placed.has(problem.screen));
  if (elsewhere.length > 0)
    groups.push({ screen: elsewhere[0].screen, title: elsewhere[0].screen, problems: elsewhere });
  return groups;
}

/** Field messages (checked on blur) of the questions on one screen, as problems for the summary Next shows. */
export function fieldErrorsOn(
  screen: ShownScreen,
  errors: ReadonlyMap<string, string>,
): Pick<AnswerProblem, 'path' | 'message' | 'screen'>[] {
  const names = new Set(
    screen.cells.filter((cell) => cell.visible && cell.variable).map((cell) => cell.variable!.name),
  );
  return [...errors]
    .filter(([path]) => names.has(path.split(/[.[]/)[0]))
    .map(([path, message]) => ({ path, message, screen: screen.name }));
}

/** The screen that asks a path's top-level variable, where its field message belongs. */
const screenOfPath = (shown: Relevance, path: string): string =>
  shown.screens.find((screen) =>
    screen.cells.some((cell) => cell.visible && cell.variable?.name === path.split(/[.[]/)[0]),
  )?.name ?? '';

/**
 * The outline's state of each visible screen (INTERVIEW §1): templating's screenStates on the answers, with the field
 * messages of answers that do not fit (held back in their fields, so not in the answers) counted as problems.
 */
export function outlineStates(
  shown: Relevance,
  answers: Answers,
  problems: readonly AnswerProblem[],
  fieldErrors: ReadonlyMap<string, string>,
) {
  const unfit: AnswerProblem[] = [...fieldErrors].map(([path, message]) => ({
    path,
    message,
    missing: false,
    screen: screenOfPath(shown, path),
    variable: { name: path },
  }));
  return screenStates(shown, answers, [...problems, ...unfit]);
}
