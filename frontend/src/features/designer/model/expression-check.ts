import { compileExpression } from '@app/templating/expression';

/**
 * 001 §5: an expression compiles as it is typed; the error, if any, is shown beside it. An empty expression is
 * fine (it counts as an empty object).
 */
export function expressionProblem(source: string | undefined): string | null {
  if (source === undefined || source.trim() === '') return null;
  try {
    compileExpression(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
