import { useState } from 'react';
import { membersOf } from '../../model/designer.types';
import { formulaTypeChoices, newFormulaPayload, newFormulaProblems } from '../../model/formula-rules';
import type { AddDialogProps } from '../add-dialog-props';
import { AddMemberDialog } from '../add-member-dialog';
import { FormulaTypeField } from './formula-type-field';

/**
 * 001 §2 "Add a new formula" (width 410): a name, Single or List of, and a type (a basic type or one of the
 * workspace's models). Ok adds { name, isList, type, ref } (001 §3); the caller queues it, routes to the new
 * formula and closes the dialog.
 */
export function AddFormulaDialog({
  element,
  elements,
  onAdd,
  onCancel,
}: AddDialogProps<ReturnType<typeof newFormulaPayload>>) {
  const [isList, setIsList] = useState(false);
  const [choice, setChoice] = useState('');
  const formulas = membersOf(element, 'formula');
  const typeProblem = newFormulaProblems({ name: '', isList, choice }, formulas).type;
  return (
    <AddMemberDialog
      kind="formula"
      title="Add a new formula"
      width="410px"
      members={formulas}
      extraProblem={typeProblem}
      onAdd={(name) => onAdd(newFormulaPayload({ name, isList, choice }))}
      onCancel={onCancel}
    >
      {(forced) => (
        <FormulaTypeField
          isList={isList}
          choice={choice}
          choices={formulaTypeChoices(elements)}
          placeholder="Choose a type…"
          error={forced ? typeProblem : null}
          onListChange={setIsList}
          onTypeChange={setChoice}
        />
      )}
    </AddMemberDialog>
  );
}
