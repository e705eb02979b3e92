import type { InterviewModel, PlannedScreen, Relevance, ShownCell } from '@app/templating/interview';

/**
 * Which cells of an object's layout show (INTERVIEW §2's rules, as the engine applies them to screens, here for
 * the object's fields at `prefix`): a question cell while its field is relevant (`Client.Name`) and its condition
 * holds; a 'with questions' cell while one of the listed fields shows; a static cell by its mode alone.
 */
export function shownObjectCells(
  layout: PlannedScreen,
  prefix: string,
  isRelevant: (path: string) => boolean,
  holds: (expression: string) => boolean,
): ShownCell[] {
  const conditionHolds = (expression: string | undefined) =>
    expression === undefined || expression.trim() === '' || holds(expression);
  const shownHere = new Set<string>();
  const visible = layout.cells.map((placed) => {
    if (placed.cell.list !== undefined) return undefined;
    const asks = placed.cell.class === 'static' || (placed.variable && isRelevant(prefix + placed.variable.name));
    const shows = !!asks && conditionHolds(placed.cell.expr);
    if (shows && placed.variable) shownHere.add(placed.variable.name);
    return shows;
  });
  const placedHere = new Set(layout.cells.map((placed) => placed.variable?.name));
  return layout.cells.map((placed, index) => {
    let shows = visible[index];
    if (shows === undefined) {
      const asks = placed.cell.class === 'static' || (placed.variable && isRelevant(prefix + placed.variable.name));
      const listed = (placed.cell.list ?? []).some((name) =>
        placedHere.has(name) ? shownHere.has(name) : isRelevant(prefix + name),
      );
      shows = !!asks && listed;
    }
    return { ...placed, visible: shows };
  });
}

/**
 * Relevance for a draft the page has not judged (a popup's object, a new list item) when the page gives no
 * `relevanceFor`: what the answers make relevant, and the draft's own fields without a condition of their own.
 */
export function draftRelevance(shown: Relevance, prefix: string, model: InterviewModel | undefined): Relevance {
  const unconditional = new Set(
    (model?.variables ?? [])
      .filter((variable) => variable.style !== 'hidden' && variable.external !== true && !variable.relevance?.trim())
      .map((variable) => prefix + variable.name),
  );
  const isRelevant = (path: string) => shown.isRelevant(path) || unconditional.has(path);
  return { ...shown, relevant: new Set([...shown.relevant, ...unconditional]), isRelevant };
}
