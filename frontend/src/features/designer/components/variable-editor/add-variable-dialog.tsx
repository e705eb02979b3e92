import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../../../components/ui/dialog-frame';
import {
  addTypeChoices,
  addVariablePayload,
  addVariableProblems,
  emptyAddForm,
  hasProblems,
  needsBaseModel,
  switchAddList,
  type AddVariableProperties,
} from '../../model/add-variable-form';
import { membersOf } from '../../model/designer.types';
import { modelsOf } from '../../model/variable-types';
import type { AddDialogProps } from '../add-dialog-props';
import { TextField } from '../../../../components/ui/form-fields';
import { BaseModelField, TypeField } from './type-field';

/**
 * 001 §2 "Add a new variable" (width 410): a name, Single or List of, and a type (the workspace's models listed as
 * object types; a generic object or global object asks for its model). Errors show once a field was left or Ok
 * was pressed; Ok with errors shows them all. Cancel (or Escape) resets; clicking outside does nothing.
 */
export function AddVariableDialog({ element, elements, onAdd, onCancel }: AddDialogProps<AddVariableProperties>) {
  const [form, setForm] = useState(emptyAddForm);
  const [touched, setTouched] = useState({ name: false, model: false });
  const [forced, setForced] = useState(false);
  const problems = addVariableProblems(form, membersOf(element, 'variable'), elements);
  const models = modelsOf(elements);

  const reset = () => {
    setForm(emptyAddForm());
    setTouched({ name: false, model: false });
    setForced(false);
  };

  return (
    <DialogFrame
      title="Add a new variable"
      width="410px"
      onCancel={() => {
        reset();
        onCancel();
      }}
      onOk={() => {
        if (hasProblems(problems)) return setForced(true);
        onAdd(addVariablePayload(form, elements));
        reset();
      }}
    >
      <Stack gap="4">
        <TextField
          label="Name"
          value={form.name}
          autoFocus
          onChange={(name) => setForm((current) => ({ ...current, name }))}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
          error={touched.name || forced ? problems.name : null}
        />
        <TypeField
          isList={form.isList}
          onListChange={(isList) => setForm((current) => switchAddList(current, isList))}
          choice={form.type}
          onChoiceChange={(type) => setForm((current) => ({ ...current, type }))}
          types={addTypeChoices(form.isList)}
          models={models}
          error={forced ? problems.type : null}
        />
        {needsBaseModel(form.type) && (
          <BaseModelField
            value={form.baseModel}
            models={models}
            onChange={(baseModel) => setForm((current) => ({ ...current, baseModel }))}
            onBlur={() => setTouched((current) => ({ ...current, model: true }))}
            error={touched.model || forced ? problems.model : null}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}
