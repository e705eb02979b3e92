/** An evaluation problem that stops the expression: reported in the result's errors, never thrown to callers. */
export class EvalFailure extends Error {
  override readonly name: string = 'EvalFailure';
}

/**
 * A whole render (text or Word template, PDF form) went over its budget. Unlike a field's own
 * failure it ends the render: every later field would fail the same way.
 */
export class RenderBudgetExceeded extends EvalFailure {
  override readonly name = 'RenderBudgetExceeded';
  constructor(readonly limit: number) {
    super(`Template stopped: over ${limit} steps in all (lists repeated too often?)`);
  }
}

export const DEFAULT_STEP_BUDGET = 100_000;
/** Steps a whole template may take: ten fields at the full field budget, or a million cheap ones. */
export const DEFAULT_RENDER_STEP_BUDGET = 1_000_000;
/** Longest text an expression may build, so that doubling in a reduce cannot exhaust memory. */
export const MAX_TEXT_LENGTH = 1_000_000;
/**
 * Deepest list-in-list (or record-in-record) that is turned into text or compared: the walks are
 * recursive, and a reduce can nest a value thousands of levels deep.
 */
export const MAX_VALUE_DEPTH = 100;

/** State of one evaluation: the step budget spent so far and the unanswered variables met. */
export class EvalContext {
  steps = 0;
  unanswered: string[] = [];
  constructor(
    readonly budget: number = DEFAULT_STEP_BUDGET,
    /** What to throw past the budget when it is what a whole render has left, not the field's own. */
    private readonly overrun?: () => Error,
  ) {}

  step(): void {
    if (++this.steps > this.budget) {
      throw this.overrun
        ? this.overrun()
        : new EvalFailure(`Evaluation stopped: over ${this.budget} steps (runaway expression?)`);
    }
  }

  noteUnanswered(name: string): void {
    if (!this.unanswered.includes(name)) this.unanswered.push(name);
  }
}
