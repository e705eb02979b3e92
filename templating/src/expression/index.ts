export {
  compileExpression,
  evaluationMessage,
  type CompiledExpression,
  type EvalResult,
  type ItemIdentifier,
  type ParentIdentifier,
} from './compile-expression';
export { TemplateCompileError } from './template-compile-error';
export { createScope, Scope, type ObjectModel, type ScopeOptions } from './scope';
export {
  EvalContext,
  EvalFailure,
  RenderBudgetExceeded,
  DEFAULT_STEP_BUDGET,
  DEFAULT_RENDER_STEP_BUDGET,
} from './eval-context';
export { RenderBudget, type FieldResult, type RenderBudgetOptions } from './render-budget';
export { isEmpty } from './safe-access';
export { valueToText } from '../filters/value-text';
export { punctuationAfter } from '../filters/list-punctuation';
export { FILTERS } from '../filters/filter-registry';
export { BUILTIN_FUNCTIONS } from './builtin-functions';
