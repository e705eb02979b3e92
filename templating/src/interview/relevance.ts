import { compileExpression, evaluationMessage } from '../expression/compile-expression';
import { createScope, Scope, type ObjectModel } from '../expression/scope';
import { isTrue } from '../text/field-text';
import { AnswerReads } from './answer-reads';
import { objectModelsOf } from './object-models';
import type { Answers, InterviewInput, InterviewModel, InterviewVariable } from './interview.types';
import { isAsked, planScreens, type PlacedCell, type PlannedScreen } from './plan-screens';
import { compiledText, evaluatePart, templateParts } from './template-sources';

export interface ShownCell extends PlacedCell {
  /** Whether the cell shows now (INTERVIEW §2 rules). */
  visible: boolean;
}

export interface ShownScreen extends PlannedScreen {
  cells: ShownCell[];
  /** A screen with no visible question is skipped, and left out of the outline. */
  visible: boolean;
}

export interface RelevanceProblem {
  /** What failed: a template's name, "Relevance of Client.Name", "Cell c3 of Screen 1", "Formula Total". */
  source: string;
  message: string;
}

export interface Relevance {
  /** Paths of the relevant variables: `Name`, `Client.Name`, `Kids`, `Kids[0].Age`. */
  relevant: ReadonlySet<string>;
  isRelevant(path: string): boolean;
  /** Every screen of the plan, each cell with whether it shows. */
  screens: ShownScreen[];
  /** The model's formulas evaluated on the current answers (undefined where one fails). */
  formulaValues: Record<string, unknown>;
  /** Problems met on the way (a template that does not compile, a condition that fails): for the author, not the user. */
  problems: RelevanceProblem[];
  /** The models of the record's object variables (`objectModelsOf`), for scopes built outside (a static cell's). */
  objects: Readonly<Record<string, ObjectModel>>;
}

const hasCondition = (variable: InterviewVariable) =>
  variable.relevance !== undefined && variable.relevance.trim() !== '';
const isObject = (variable: InterviewVariable) => variable.type === 'object' || variable.type === 'global';

/**
 * Which questions are relevant now (INTERVIEW §5), by the same code in the browser and on the server:
 *
 * - explicit: a variable with a relevance condition is relevant while the condition is true;
 * - automatic (Knackly's default): a variable is relevant while its answer can still change a document or the
 *   interview shown. The app's templates (text, assembled file names, Word fields, PDF field expressions) and the
 *   formulas they use are evaluated on the current answers by the engine, and every variable path they read counts
 *   (an unanswered one is what they would show in brackets; an answered one is what keeps its question once
 *   answered); so do the paths read by the relevance conditions and cell conditions of what is shown, until no new
 *   question appears. 'Ignore Usage' turns the automatic part off for a variable.
 *
 * Objects: the fields of a relevant object, and of each item of a relevant list of objects, are judged the same way
 * in the object's scope (`Client.Name`, `Kids[1].Age`). Hidden answers are kept: relevance only says what shows.
 */
export function relevance(input: InterviewInput, answers: Answers, plan?: readonly PlannedScreen[]): Relevance {
  const screens = plan ?? planScreens(input);
  const reads = new AnswerReads();
  const problems: RelevanceProblem[] = [];
  const { model } = input;
  const data = reads.watch(answers, model);
  const scope = createScope(data, {
    formulas: model.formulas,
    objects: objectModelsOf(model),
    locale: input.locale,
    timeZone: input.timeZone,
  });

  const compiled = templateParts(input.app.templates ?? []);
  for (const problem of compiled.problems) problems.push({ source: problem.template, message: problem.message });
  for (const part of compiled.parts)
    for (const message of evaluatePart(part, scope)) problems.push({ source: part.template, message });

  const conditions = new Map<string, boolean>();
  /** A condition's value, evaluated once per call (answers do not change within it); what it reads counts. */
  const holds = (key: string, source: string, where: Scope, what: string): boolean => {
    const known = conditions.get(key);
    if (known !== undefined) return known;
    let value = false;
    try {
      const result = compileExpression(source).evaluate(where);
      for (const error of result.errors) problems.push({ source: what, message: error.message });
      value = result.errors.length === 0 && isTrue(result.value);
    } catch (error) {
      problems.push({ source: what, message: evaluationMessage(error) });
    }
    conditions.set(key, value);
    return value;
  };
  const summarised = new Set<string>();
  /** An object's summary template, evaluated once per call: what its card or list row says reads these answers. */
  const summarise = (key: string, source: string, where: Scope, what: string) => {
    if (summarised.has(key)) return;
    summarised.add(key);
    try {
      for (const error of compiledText(source).render(where).errors)
        problems.push({ source: what, message: error.message });
    } catch (error) {
      problems.push({ source: what, message: evaluationMessage(error) });
    }
  };

  let relevant = new Set<string>();
  let shown: ShownScreen[] = [];
  // Each round may read more (a condition of a question that just became relevant); reads only grow, so it ends.
  for (let before = -1; before !== reads.paths.size;) {
    before = reads.paths.size;
    relevant = new Set();
    judge(model, data, scope, '', { reads, relevant, holds, summarise });
    shown = screens.map((screen) =>
      showScreen(screen, relevant, (cell, source) =>
        holds(`cell:${screen.name}:${cell.id}`, source, scope, `Cell ${cell.id} of ${screen.title}`),
      ),
    );
  }

  reads.recording = false;
  const formulaValues: Record<string, unknown> = {};
  for (const name of Object.keys(model.formulas ?? {})) {
    const result = compileFormulaName(name)?.evaluate(scope);
    if (result && result.errors.length > 0)
      for (const error of result.errors) problems.push({ source: `Formula ${name}`, message: error.message });
    formulaValues[name] = result && result.errors.length === 0 ? reads.plain(result.value) : undefined;
  }

  return {
    relevant,
    isRelevant: (path) => relevant.has(path),
    screens: shown,
    formulaValues,
    problems,
    objects: objectModelsOf(model),
  };
}

/** A formula is read by its name, so that the scope's cache and cycle checks apply as they do in templates. */
function compileFormulaName(name: string) {
  try {
    return compileExpression(name);
  } catch {
    return undefined;
  }
}

interface Judging {
  reads: AnswerReads;
  relevant: Set<string>;
  holds(key: string, source: string, scope: Scope, what: string): boolean;
  summarise(key: string, source: string, scope: Scope, what: string): void;
}

/** Marks the relevant variables of one model (the record's, an object's, a list item's) and goes into relevant objects. */
function judge(model: InterviewModel, data: Record<string, unknown>, scope: Scope, prefix: string, judging: Judging) {
  const { reads, relevant, holds, summarise } = judging;
  for (const variable of model.variables) {
    if (!isAsked(variable)) continue;
    const path = prefix + variable.name;
    const shows = hasCondition(variable)
      ? holds(`variable:${path}`, variable.relevance!, scope, `Relevance of ${path}`)
      : variable.ignoreUsage !== true && reads.paths.has(path);
    if (!shows) continue;
    relevant.add(path);
    if (!isObject(variable) || !variable.model) continue;
    // Walking into the answers is ours, not a template's: it must not count as a read.
    reads.recording = false;
    const value = data[variable.name];
    reads.recording = true;
    // The object's card, or each row of the list, shows its model's summary: what that reads is needed too.
    const summary = variable.model.summary?.trim() ? variable.model.summary : undefined;
    if (variable.isList) {
      if (!Array.isArray(value)) continue;
      value.forEach((item, index) => {
        if (item === null || typeof item !== 'object') return;
        const itemScope = new Scope(item, scope, objectScopeOptions(variable.model!), index);
        const itemPath = `${path}[${index}]`;
        if (summary) summarise(`summary:${itemPath}`, summary, itemScope, `Summary of ${itemPath}`);
        judge(variable.model!, item as Record<string, unknown>, itemScope, `${itemPath}.`, judging);
      });
    } else if (value !== null && typeof value === 'object') {
      const objectScope = new Scope(value, scope, objectScopeOptions(variable.model));
      if (summary) summarise(`summary:${path}`, summary, objectScope, `Summary of ${path}`);
      judge(variable.model, value as Record<string, unknown>, objectScope, `${path}.`, judging);
    }
  }
}

/** An object's or list item's scope: its model's formulas, and its own object fields' models. */
const objectScopeOptions = (model: InterviewModel) => ({ formulas: model.formulas, objects: objectModelsOf(model) });

/**
 * INTERVIEW §2: a question cell shows while its variable is relevant and, by its mode, always, while its condition
 * holds, or while one of the listed variables' questions shows (on this screen, or, for one it does not place,
 * while relevant). A static cell follows its mode alone.
 */
function showScreen(
  screen: PlannedScreen,
  relevant: ReadonlySet<string>,
  holds: (cell: PlacedCell['cell'], source: string) => boolean,
): ShownScreen {
  const visible = new Map<PlacedCell, boolean>();
  const shownHere = new Set<string>();
  const placedHere = new Set(screen.cells.map((placed) => placed.variable?.name));
  for (const placed of screen.cells) {
    const { cell } = placed;
    if (cell.list !== undefined) continue;
    const asks = cell.class === 'static' || (placed.variable !== undefined && relevant.has(placed.variable.name));
    const shows = asks && (cell.expr === undefined || cell.expr.trim() === '' || holds(cell, cell.expr));
    visible.set(placed, shows);
    if (shows && placed.variable) shownHere.add(placed.variable.name);
  }
  for (const placed of screen.cells) {
    const { cell } = placed;
    if (cell.list === undefined) continue;
    const asks = cell.class === 'static' || (placed.variable !== undefined && relevant.has(placed.variable.name));
    const listed = cell.list.some((name) => (placedHere.has(name) ? shownHere.has(name) : relevant.has(name)));
    visible.set(placed, asks && listed);
  }
  const cells = screen.cells.map((placed) => ({ ...placed, visible: visible.get(placed) ?? false }));
  return { ...screen, cells, visible: cells.some((cell) => cell.visible && cell.cell.class === 'question') };
}
