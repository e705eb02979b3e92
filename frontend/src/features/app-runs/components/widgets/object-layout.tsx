import { DEFAULT_LAYOUT_NAME, planLayout } from '@app/templating/interview';
import { compileExpression, type Scope } from '@app/templating/expression';
import { useMemo } from 'react';
import { useInterview } from '../../model/interview-context';
import { answersScope } from '../../model/widgets/answers-scope';
import { shownObjectCells } from '../../model/widgets/object-cells';
import { CellGrid } from './cell-grid';
import type { ObjectLayoutProps } from './object-layout-context';

/**
 * An object's fields (a popup's dialog, an inline fieldset, an accordion panel, a list item): the '(default)'
 * layout of its model, with the same relevance rules as a screen, at its prefix (INTERVIEW §4).
 */
export function ObjectLayout({ model, prefix }: ObjectLayoutProps) {
  const { answers, shown, locale } = useInterview();
  const layout = useMemo(() => planLayout(model, DEFAULT_LAYOUT_NAME)!, [model]);
  const cells = useMemo(() => {
    const scope = answersScope(answers, shown.formulaValues, prefix, locale, shown.objects);
    return shownObjectCells(layout, prefix, shown.isRelevant, (expression) => holds(expression, scope));
  }, [layout, prefix, answers, shown, locale]);
  return <CellGrid columnCount={layout.columnCount} cells={cells} prefix={prefix} />;
}

function holds(expression: string, scope: Scope): boolean {
  try {
    const result = compileExpression(expression).evaluate(scope);
    // As the engine reads a condition: a list is true while it has items.
    const value = result.value;
    return result.errors.length === 0 && (Array.isArray(value) ? value.length > 0 : Boolean(value));
  } catch {
    return false;
  }
}
