import {
  DEFAULT_LAYOUT_NAME,
  MAX_COLUMNS,
  MORE_QUESTIONS_SCREEN,
  type InterviewApp,
  type InterviewCell,
  type InterviewLayout,
  type InterviewModel,
  type InterviewVariable,
} from './interview.types';

/** A cell in its grid place: CSS grid lines from 1 (`grid-row: row; grid-column: column / span span`). */
export interface PlacedCell {
  cell: InterviewCell;
  row: number;
  column: number;
  span: number;
  /** A question cell's variable. */
  variable?: InterviewVariable;
}

export interface PlannedScreen {
  /** The layout's name, or MORE_QUESTIONS_SCREEN. */
  name: string;
  /** What the screen's h1 says: the layout's name; the app's label for the default layout. */
  title: string;
  columnCount: number;
  cells: PlacedCell[];
  /** The screen of required questions no layout of the app places (INTERVIEW §2). */
  more?: true;
}

/** A variable the person filling in answers: not 'hidden' (set by formulas or apps) nor filled by an integration. */
export const isAsked = (variable: InterviewVariable) => variable.style !== 'hidden' && variable.external !== true;

const questionCell = (name: string): InterviewCell => ({
  id: `q-${name}`,
  class: 'question',
  content: name,
  offset: 0,
  span: 1,
});

/** 001 §4: the default layout, one column with each asked variable's question on a row of its own. */
export const defaultLayout = (model: InterviewModel): InterviewLayout => ({
  columnCount: 1,
  rows: model.variables.filter(isAsked).map((variable) => [questionCell(variable.name)]),
});

const whole = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/**
 * One layout as a grid: cells kept inside the columns, a cell overlapping one before it dropped (as the designer
 * reads a stored layout), question cells of variables that are gone or not asked dropped, a second cell of one
 * variable dropped, empty rows closed up. The '(default)' layout also gets a row for each asked variable it does
 * not place yet (001 §4: it asks every variable that is not excluded), whether saved or made here.
 */
export function planLayout(model: InterviewModel, name: string, title = name): PlannedScreen | undefined {
  const saved = model.layouts?.[name];
  if (!saved && name !== DEFAULT_LAYOUT_NAME) return undefined;
  const layout = saved ?? defaultLayout(model);
  const columnCount = Math.min(MAX_COLUMNS, Math.max(1, whole(layout.columnCount, 1)));
  const asked = new Map(model.variables.filter(isAsked).map((variable) => [variable.name, variable]));
  const placed = new Set<string>();
  const cells: PlacedCell[] = [];
  let row = 0;
  const place = (stored: readonly InterviewCell[]) => {
    let end = 0;
    let any = false;
    const inOrder = [...stored].sort((a, b) => whole(a.offset, 0) - whole(b.offset, 0));
    for (const cell of inOrder) {
      const offset = Math.min(columnCount - 1, Math.max(0, whole(cell.offset, 0)));
      const span = Math.min(columnCount - offset, Math.max(1, whole(cell.span, 1)));
      if (offset < end) continue;
      let variable: InterviewVariable | undefined;
      if (cell.class !== 'static') {
        variable = asked.get(cell.content);
        if (!variable || placed.has(variable.name)) continue;
        placed.add(variable.name);
      }
      if (!any) row += 1;
      any = true;
      end = offset + span;
      cells.push({ cell, row, column: offset + 1, span, ...(variable ? { variable } : {}) });
    }
  };
  for (const stored of layout.rows) place(stored);
  if (name === DEFAULT_LAYOUT_NAME)
    for (const variable of asked.values()) if (!placed.has(variable.name)) place([questionCell(variable.name)]);
  return { name, title, columnCount, cells };
}

/**
 * An app's screens (INTERVIEW §2): one per layout its `screens` names, in order (a name no layout has any more is
 * left out); none means the '(default)' layout alone. Asked, required variables that no screen places come last
 * on a "More questions" screen, one per row, so that Finish never asks for something no screen shows; which of them
 * show is relevance's business, and a screen left with nothing to show is skipped.
 */
export function planScreens(input: { model: InterviewModel; app: InterviewApp }): PlannedScreen[] {
  const { model, app } = input;
  const names = app.screens && app.screens.length > 0 ? app.screens : [DEFAULT_LAYOUT_NAME];
  const screens: PlannedScreen[] = [];
  for (const name of names) {
    const title = name === DEFAULT_LAYOUT_NAME ? (app.label ?? app.name) : name;
    const screen = planLayout(model, name, title);
    if (screen) screens.push(screen);
  }
  const onScreen = new Set(screens.flatMap((screen) => screen.cells.map((placed) => placed.variable?.name)));
  const rest = model.variables.filter(
    (variable) => isAsked(variable) && variable.alwaysOptional !== true && !onScreen.has(variable.name),
  );
  if (rest.length > 0)
    screens.push({
      name: MORE_QUESTIONS_SCREEN,
      title: MORE_QUESTIONS_SCREEN,
      columnCount: 1,
      cells: rest.map((variable, index) => ({
        cell: questionCell(variable.name),
        row: index + 1,
        column: 1,
        span: 1,
        variable,
      })),
      more: true,
    });
  return screens;
}
