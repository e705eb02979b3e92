/** An evaluation problem that stops the expression: reported in the result's errors, never thrown to callers. */
export class EvalFailure extends Error {
  override readonly name = 'EvalFailure';
}

export const DEFAULT_STEP_BUDGET = 100_000;
/** Longest text an expression may build, so that doubling in a reduce cannot exhaust memory. */
export const MAX_TEXT_LENGTH = 1_000_000;

/** State of one evaluation: the step budget spent so far and the unanswered variables met. */
export class EvalContext {
  steps = 0;
  unanswered: string[] = [];
  constructor(readonly budget: number = DEFAULT_STEP_BUDGET) {}

  step(): void {
    if (++this.steps > this.budget)
      throw new EvalFailure(`Evaluation stopped: over ${this.budget} steps (runaway expression?)`);
  }

  noteUnanswered(name: string): void {
    if (!this.unanswered.includes(name)) this.unanswered.push(name);
  }
}
