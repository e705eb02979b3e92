import {
  compileExpression,
  RenderBudget,
  RenderBudgetExceeded,
  TemplateCompileError,
  valueToText,
  type EvalContext,
  type Scope,
} from '../expression';
import { fillPdf, type FillPdfOptions, type PdfFillProblem, type PdfFillResult } from './fill-pdf';
import type { PdfInput } from './pdf-field.types';

export interface PdfExpressionFillResult extends PdfFillResult {
  /** Variables without an answer that some field needed; those fields are left blank. */
  unanswered: string[];
}

/**
 * Fills a PDF form from a template's field map (field name → expression) evaluated in `scope`.
 * Empty expressions are skipped; an expression that does not compile or fails leaves its field
 * untouched and is reported in `problems` with the rest.
 */
export async function fillPdfFromExpressions(
  input: PdfInput,
  expressions: Record<string, string>,
  scope: Scope,
  options: FillPdfOptions = {},
): Promise<PdfExpressionFillResult> {
  const values: Record<string, unknown> = {};
  const problems: PdfFillProblem[] = [];
  const unanswered = new Set<string>();
  // One budget for the form, as for a text or Word template; each value is walked once under it, as
  // text, because fillPdf's own conversions of lists count nothing.
  const budget = new RenderBudget();
  const counted = (value: unknown, ctx: EvalContext) => (valueToText(value, scope.locale, ctx, scope.timeZone), value);
  for (const [field, source] of Object.entries(expressions)) {
    if (source.trim() === '') continue;
    try {
      const result = budget.field(compileExpression(source), scope, counted);
      for (const name of result.unanswered) unanswered.add(name);
      if (!result.ok) problems.push({ field, message: result.message });
      else values[field] = result.value;
    } catch (error) {
      if (error instanceof RenderBudgetExceeded) {
        problems.push({ field, message: error.message });
        break;
      }
      if (!(error instanceof TemplateCompileError)) throw error;
      problems.push({ field, message: `${error.message} (at ${error.position})` });
    }
  }
  const filled = await fillPdf(input, values, { locale: scope.locale, timeZone: scope.timeZone, ...options });
  return { bytes: filled.bytes, problems: [...problems, ...filled.problems], unanswered: [...unanswered].sort() };
}
