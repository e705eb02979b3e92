import { evaluationMessage } from './compile-expression';
import { DEFAULT_RENDER_STEP_BUDGET, DEFAULT_STEP_BUDGET, EvalContext, RenderBudgetExceeded } from './eval-context';
import type { Scope } from './scope';

export interface RenderBudgetOptions {
  /** Steps allowed per field (default 100 000). */
  stepBudget?: number;
  /** Steps allowed for the whole render: every field's steps, one per field and one per list item (default 1 000 000). */
  renderStepBudget?: number;
}

export type FieldResult<T> =
  { ok: true; value: T; unanswered: string[] } | { ok: false; message: string; unanswered: string[] };

interface Evaluable {
  evaluateIn(ctx: EvalContext, scope: Scope): unknown;
}

/**
 * The one budget of a render. Each field has its own step budget, but a template repeats fields:
 * nested lists of cheap fields would run for ever within every field's budget. So each field and
 * each list item also counts here, and past the limit the render stops with RenderBudgetExceeded.
 */
export class RenderBudget {
  private spent = 0;
  readonly limit: number;
  private readonly fieldLimit: number;

  constructor(options: RenderBudgetOptions = {}) {
    this.limit = options.renderStepBudget ?? DEFAULT_RENDER_STEP_BUDGET;
    this.fieldLimit = options.stepBudget ?? DEFAULT_STEP_BUDGET;
  }

  /** Counts `steps`, such as the items of a list about to be repeated; throws RenderBudgetExceeded past the limit. */
  spend(steps: number): void {
    this.spent += steps;
    if (this.spent > this.limit) throw new RenderBudgetExceeded(this.limit);
  }

  /**
   * Evaluates one field and, under the same context and budget, `use`s its value (turns it into
   * text, a condition, a list), so that converting a value costs steps as evaluating does. A
   * failure of the field comes back as its message; RenderBudgetExceeded is thrown, to end the render.
   */
  field<T>(expr: Evaluable, scope: Scope, use: (value: unknown, ctx: EvalContext) => T): FieldResult<T> {
    this.spend(1);
    const left = this.limit - this.spent;
    // When the render has less left than a field may take, running out is the render's failure.
    const ctx =
      left < this.fieldLimit
        ? new EvalContext(left, () => new RenderBudgetExceeded(this.limit))
        : new EvalContext(this.fieldLimit);
    try {
      const value = use(expr.evaluateIn(ctx, scope), ctx);
      return { ok: true, value, unanswered: ctx.unanswered };
    } catch (error) {
      if (error instanceof RenderBudgetExceeded) throw error;
      return { ok: false, message: evaluationMessage(error), unanswered: ctx.unanswered };
    } finally {
      this.spent += ctx.steps;
    }
  }
}
